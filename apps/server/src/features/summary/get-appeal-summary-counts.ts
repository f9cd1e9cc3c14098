import { FLAG_LABELS, SUMMARY_BANDS, type DonorStatus, type DonorTypeCounts, type SummaryBandKey } from '@askwise/domain';
import { withCompany, type Db } from '../../db/database.ts';
import { BAND_FILTER_IDS, bandStatusFilterId, readAppealAskState } from '../asks/index.ts';
import { appealHasDonors } from '../appeals/index.ts';
import { readTestGroupSummaries, type TestGroupSummary } from './test-group-summaries.ts';

/** One ask band of the summary chart, split by status, with the grid filters its parts open. */
export interface SummaryBand {
  key: SummaryBandKey;
  label: string;
  filterType: string;
  total: number;
  readyExport: number;
  handleManually: number;
  excludeExport: number;
  readyExportFilterType: string;
  handleManuallyFilterType: string;
  excludeExportFilterType: string;
}

/** A tile of the summary: a flag or donor type with its count and the grid filter it opens. */
export interface SummaryTile {
  key: string;
  label: string;
  group: 'flag' | 'donorType';
  filterType: string;
  count: number;
}

/** getAppealSummaryCounts (spec sections 3 and 7). */
export interface AppealSummaryCounts {
  appealId: number;
  /** False until the appeal's asks are calculated; the page then sends the user back a step. */
  isCalculated: boolean;
  /** The appeal has donor rows (mapping or an Excel file gave it some). */
  hasDonors: boolean;
  hasStrategy: boolean;
  summaryAllConstituentsQty: number;
  summaryHandleManually: number;
  summaryHandleExcludeExport: number;
  summaryHandleReadyToExport: number;
  summaryAverageAskString: string | null;
  summaryMedianAskString: string | null;
  bands: SummaryBand[];
  tiles: SummaryTile[];
  /** Each group of the appeal's A/B test with its own figures and tiles; empty without a test. */
  testGroups: TestGroupSummary[];
}

const TILES: ReadonlyArray<{ key: keyof DonorTypeCounts; label: string; group: SummaryTile['group']; filterType: string }> = [
  { key: 'spicyOnes', label: 'Flagged for review', group: 'flag', filterType: 'spicyOnes' },
  { key: 'fiveKOrAbove', label: FLAG_LABELS.fiveKOrAbove, group: 'flag', filterType: 'fiveKOrAbove' },
  { key: 'threexOverAppealLastYear', label: FLAG_LABELS.threeXAppealGift, group: 'flag', filterType: 'threeXAppealGift' },
  { key: 'onekOverTotalLastYear', label: FLAG_LABELS.oneKMoreLastYear, group: 'flag', filterType: 'oneKMoreLastYear' },
  { key: 'renewal', label: 'Renewals', group: 'donorType', filterType: 'renewals' },
  { key: 'recapture', label: 'Recaptures', group: 'donorType', filterType: 'recaptures' },
  { key: 'nonDonor', label: 'Non-donors', group: 'donorType', filterType: 'nonDonors' },
  { key: 'donorNotAppeal', label: 'Donors but not to the appeal', group: 'donorType', filterType: 'donorsButNotToTheAppeal' },
  { key: 'campaignOnlyDonor', label: 'Campaign-only', group: 'donorType', filterType: 'campaignOnlyDonors' },
  { key: 'specialEventOnly', label: 'Special event-only', group: 'donorType', filterType: 'specialEventOnlyDonors' },
  { key: 'wealthRating', label: 'With wealth ratings', group: 'donorType', filterType: 'withWealthRating' },
  { key: 'allDonors', label: 'All appeal donors (last 3 years)', group: 'donorType', filterType: 'allAppealDonors' },
  { key: 'isBaseline', label: 'Assigned baseline ask', group: 'donorType', filterType: 'assignedBaselineAsk' },
];

/** The flag and donor-type tiles of a summary (the whole appeal's, or a test group's). */
function tilesOf(summary: { donorTypes: DonorTypeCounts }): SummaryTile[] {
  return TILES.map((tile) => ({ ...tile, count: summary.donorTypes[tile.key] }));
}

/** The summary stored with the appeal's current results; null for an appeal of another company. */
export async function getAppealSummaryCounts(db: Db, companyId: number, appealId: number): Promise<AppealSummaryCounts | null> {
  return withCompany(db, companyId, async (trx) => {
    // The settings and the stored summary in one round trip.
    const state = await readAppealAskState(trx, appealId, { summary: true });
    if (!state) return null;
    const { settings, results } = state;
    const hasDonors = await appealHasDonors(trx, appealId);
    const summary = results?.summary ?? null;
    const empty = { summaryAllConstituentsQty: 0, summaryHandleManually: 0, summaryHandleExcludeExport: 0, summaryHandleReadyToExport: 0 };
    const base = { appealId, hasDonors, hasStrategy: settings.isStrategyChosen };
    if (!results || !summary)
      return { ...base, ...empty, isCalculated: false, summaryAverageAskString: null, summaryMedianAskString: null, bands: [], tiles: [], testGroups: [] };
    const bands = SUMMARY_BANDS.map((band): SummaryBand => {
      const counts = summary.bands[band.key];
      return {
        key: band.key,
        label: band.label,
        filterType: BAND_FILTER_IDS[band.key],
        total: counts.total,
        readyExport: counts.ready_export,
        handleManually: counts.handle_manually,
        excludeExport: counts.exclude_export,
        readyExportFilterType: bandStatusFilterId(band.key, 'ready_export'),
        handleManuallyFilterType: bandStatusFilterId(band.key, 'handle_manually'),
        excludeExportFilterType: bandStatusFilterId(band.key, 'exclude_export'),
      };
    });
    const byStatus = (status: DonorStatus) => bands.reduce((sum, band) => sum + summary.bands[band.key][status], 0);
    const testGroups = await readTestGroupSummaries(trx, results.run, tilesOf);
    return {
      ...base,
      isCalculated: true,
      summaryAllConstituentsQty: summary.totalConstituents,
      summaryHandleManually: byStatus('handle_manually'),
      summaryHandleExcludeExport: byStatus('exclude_export'),
      summaryHandleReadyToExport: byStatus('ready_export'),
      summaryAverageAskString: summary.averageAskString,
      summaryMedianAskString: summary.medianAskString,
      bands,
      testGroups,
      tiles: [
        ...tilesOf(summary),
        {
          key: 'top100',
          label: 'Top 100 asks',
          group: 'flag' as const,
          filterType: 'top100',
          count: Math.min(100, summary.totalConstituents),
        },
      ],
    };
  });
}
