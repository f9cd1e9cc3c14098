import { describe, expect, it } from 'vitest';
import { adjustRange, defaultSectionDates, earliestMappingDate, effectiveRange } from './mapping-dates.ts';
import { MAP_APPEAL_STATUSES, mapAppealProgress } from './map-appeal-statuses.ts';
import {
  buildFundraisingTree,
  filterFundraisingTree,
  fundsOfCampaign,
  groupState,
  selectedItems,
  toggleGroup,
  type HierarchyRow,
} from './fundraising-tree.ts';
import {
  emptyMappingSettings,
  fromWireMapping,
  isFullyMapped,
  mappingFingerprint,
  mappingSettingsSchema,
  toCalendarDate,
  wireMappingSchema,
} from './mapping-settings.ts';

describe('mapping dates', () => {
  it('defaults the appeal sections to the previous three calendar years', () => {
    expect(defaultSectionDates('appealGiftLastYear', '2026-03-15')).toEqual({ fromDate: '2025-01-01', toDate: '2025-12-31' });
    expect(defaultSectionDates('appealGiftTwoYearsAgo', '2026-03-15')).toEqual({ fromDate: '2024-01-01', toDate: '2024-12-31' });
    expect(defaultSectionDates('appealGiftThreeYearsAgo', '2026-01-01')).toEqual({ fromDate: '2023-01-01', toDate: '2023-12-31' });
    expect(defaultSectionDates('campaignGift', '2026-03-15')).toEqual({ fromDate: '2021-01-01', toDate: '2026-03-15' });
  });

  it('sets the other end equal to the changed one when From is later than To', () => {
    expect(adjustRange({ fromDate: '2025-06-01', toDate: '2025-01-01' }, 'fromDate')).toEqual({ fromDate: '2025-06-01', toDate: '2025-06-01' });
    expect(adjustRange({ fromDate: '2025-06-01', toDate: '2025-01-01' }, 'toDate')).toEqual({ fromDate: '2025-01-01', toDate: '2025-01-01' });
    expect(adjustRange({ fromDate: '2025-01-01', toDate: null }, 'fromDate')).toEqual({ fromDate: '2025-01-01', toDate: null });
  });

  it('raises From to 10 years back from 1 January and leaves empty ends open', () => {
    expect(earliestMappingDate('2026-07-04')).toBe('2016-01-01');
    expect(effectiveRange({ fromDate: '2001-05-05', toDate: '2025-12-31' }, '2026-07-04')).toEqual({ fromDate: '2016-01-01', toDate: '2025-12-31' });
    expect(effectiveRange({ fromDate: null, toDate: null }, '2026-07-04')).toEqual({ fromDate: null, toDate: null });
  });
});

describe('mapping settings', () => {
  it('reads ISO dates by their calendar day and refuses impossible ones', () => {
    expect(toCalendarDate('2025-12-31T00:00:00.000Z')).toBe('2025-12-31');
    expect(toCalendarDate('2025-02-30')).toBeNull();
    const wire = { items: [{ campaignId: 'campaignId', appealId: 'A1', fundId: 'F1' }], fromDate: '2025-01-01T00:00:00.000Z', toDate: '' };
    const section = wireMappingSchema.shape.appealLastYear.parse(wire);
    expect(section).toEqual({ items: [{ campaignId: '', appealId: 'A1', fundId: 'F1' }], fromDate: '2025-01-01', toDate: null });
    expect(wireMappingSchema.shape.campaign.safeParse({ items: [], fromDate: 'yesterday', toDate: null }).success).toBe(false);
  });

  it('renames sent sections and tells full from partial mappings', () => {
    const section = { items: [{ campaignId: 'C', appealId: 'A', fundId: 'F' }], fromDate: null, toDate: null };
    const settings = fromWireMapping({ appealLastYear: section, appealTwoYear: section, appealThreeYear: section, campaign: section, specialEvent: section });
    expect(mappingSettingsSchema.parse(settings)).toEqual(settings);
    expect(isFullyMapped(settings)).toBe(true);
    expect(isFullyMapped({ ...settings, specialEventGift: { items: [], fromDate: null, toDate: null } })).toBe(false);
  });

  it('fingerprints ignore item order and duplicates but not soft credits or dates', () => {
    const a = emptyMappingSettings();
    a.campaignGift.items = [{ campaignId: 'C', appealId: '', fundId: 'F1' }, { campaignId: 'C', appealId: '', fundId: 'F2' }];
    const b = emptyMappingSettings();
    b.campaignGift.items = [{ campaignId: 'C', appealId: '', fundId: 'F2' }, { campaignId: 'C', appealId: '', fundId: 'F1' }, { campaignId: 'C', appealId: '', fundId: 'F1' }];
    expect(mappingFingerprint(a, false)).toBe(mappingFingerprint(b, false));
    expect(mappingFingerprint(a, false)).not.toBe(mappingFingerprint(b, true));
    b.campaignGift.fromDate = '2020-01-01';
    expect(mappingFingerprint(a, false)).not.toBe(mappingFingerprint(b, false));
  });
});

describe('fundraising tree', () => {
  const rows: HierarchyRow[] = [
    { campaignId: 'C2', campaignName: 'Capital Campaign', appealId: 'A2', appealName: 'Building Fund Appeal', fundId: 'F2', fundName: 'Building' },
    { campaignId: 'C1', campaignName: 'Annual Fund', appealId: 'A1', appealName: 'Spring Appeal', fundId: 'F1', fundName: 'Unrestricted' },
    { campaignId: 'C1', campaignName: 'Annual Fund', appealId: 'A1', appealName: 'Spring Appeal', fundId: 'F3', fundName: 'Scholarships' },
    { campaignId: 'C1', campaignName: 'Annual Fund', appealId: '', appealName: '', fundId: 'F1', fundName: 'Unrestricted' },
    { campaignId: '', campaignName: '', appealId: 'A9', appealName: 'Golf Outing', fundId: 'F1', fundName: 'Unrestricted' },
  ];

  it('groups loose appeals under Appeals and loose funds under Funds, pseudo groups last', () => {
    const tree = buildFundraisingTree(rows);
    expect(tree.map((c) => c.campaignName)).toEqual(['Annual Fund', 'Capital Campaign', 'Appeals']);
    expect(tree[0]!.appeals.map((a) => a.appealName)).toEqual(['Spring Appeal', 'Funds']);
    expect(tree[0]!.appeals[0]!.funds.map((f) => f.fundName)).toEqual(['Scholarships', 'Unrestricted']);
    expect(tree[2]!.appeals[0]!.funds[0]!.item).toEqual({ campaignId: '', appealId: 'A9', fundId: 'F1' });
  });

  it('searches campaign, appeal and fund names case-insensitively', () => {
    const tree = buildFundraisingTree(rows);
    expect(filterFundraisingTree(tree, 'GOLF').map((c) => c.campaignName)).toEqual(['Appeals']);
    const bySpring = filterFundraisingTree(tree, 'spring');
    expect(bySpring[0]!.appeals.map((a) => a.appealName)).toEqual(['Spring Appeal']);
    expect(fundsOfCampaign(bySpring[0]!)).toHaveLength(2);
    const byFund = filterFundraisingTree(tree, 'scholar');
    expect(fundsOfCampaign(byFund[0]!).map((f) => f.fundName)).toEqual(['Scholarships']);
    expect(filterFundraisingTree(tree, 'capital')[0]!.appeals).toHaveLength(1);
  });

  it('activates a group only when all of its funds are selected', () => {
    const tree = buildFundraisingTree(rows);
    const annual = fundsOfCampaign(tree[0]!);
    let selected = toggleGroup(new Set(), annual, true);
    expect(groupState(annual, selected)).toBe('all');
    selected.delete(annual[0]!.key);
    expect(groupState(annual, selected)).toBe('some');
    selected = toggleGroup(selected, annual, false);
    expect(groupState(annual, selected)).toBe('none');
    expect(groupState([], selected)).toBe('none');
    expect(selectedItems(tree, toggleGroup(new Set(), fundsOfCampaign(tree[1]!), true))).toEqual([{ campaignId: 'C2', appealId: 'A2', fundId: 'F2' }]);
  });
});

describe('map-appeal progress', () => {
  it('walks 18 statuses from START to DONE and reads ERROR:: messages', () => {
    expect(MAP_APPEAL_STATUSES).toHaveLength(18);
    expect(mapAppealProgress('START')).toMatchObject({ step: 0, percent: 0, isDone: false });
    expect(mapAppealProgress('INIT').text).toBe('Initializing environment');
    expect(mapAppealProgress('REMOVE_TEMP_DATA_FOR_APPEAL').text).toBe('Finishing up...');
    expect(mapAppealProgress('DONE')).toMatchObject({ step: 17, percent: 100, isDone: true, text: 'Completed' });
    expect(mapAppealProgress('ERROR::Audience not found.')).toMatchObject({ isError: true, errorMessage: 'Audience not found.', text: 'Something went wrong. Please try again after some time' });
  });
});
