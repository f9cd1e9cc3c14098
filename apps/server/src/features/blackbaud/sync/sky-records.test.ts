import { describe, expect, it } from 'vitest';
import { donorOf, giftRows } from './sky-records.ts';

describe('SKY records as donor rows', () => {
  it("fills an individual's contact name and addressee from the constituent's display name", () => {
    const donor = donorOf({ id: '481', lookup_id: '100481', type: 'Individual', first: 'Robert', last: 'Hernandez', name: 'Robert Hernandez', preferred_name: 'Bob' });
    expect(donor).toMatchObject({ externalId: '481', lookupId: '100481', firstName: 'Robert', lastName: 'Hernandez', contactName: 'Robert Hernandez', addressee: 'Robert Hernandez', informalName: 'Bob' });
  });

  it("gives an organisation its name as last name, contact name and addressee, and composes a missing display name", () => {
    expect(donorOf({ id: '9', type: 'Organization', name: 'Hernandez Family Foundation' })).toMatchObject({ firstName: null, lastName: 'Hernandez Family Foundation', contactName: 'Hernandez Family Foundation', addressee: 'Hernandez Family Foundation' });
    expect(donorOf({ id: '10', first: 'Ana', last: 'Ruiz' })).toMatchObject({ contactName: 'Ana Ruiz', addressee: 'Ana Ruiz' });
  });

  it('turns a soft credit into its own gift row for the credited donor on the first split', () => {
    const page = giftRows([
      { id: 'g1', constituent_id: '1', date: '2025-05-01T00:00:00', amount: { value: 40.5 }, gift_splits: [{ amount: { value: 40.5 }, campaign_id: 'c', appeal_id: 'a', fund_id: 'f' }], soft_credits: [{ id: 's1', constituent_id: '2', amount: { value: 40.5 } }] },
    ]);
    expect(page.gifts).toEqual({ externalId: ['g1', 'sc:s1'], donorExternalId: ['1', '2'], giftDate: ['2025-05-01', '2025-05-01'], amountCents: [4050, 4050], giftType: ['Donation', 'Soft Credit'], isSoftCredit: [false, true] });
    expect(page.splits.appealExternalId).toEqual(['a', 'a']);
  });
});
