import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WhatIfPreview } from './use-what-if-preview.ts';
import { WhatIfPanel } from './what-if-panel.tsx';

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});

const band = (band: number, label: string, donors: number, basis: string, rpr: [string, string] | null) => ({
  band,
  label,
  donors,
  sampled: Math.min(donors, 100),
  firstAskMedian: donors ? '150.00' : null,
  firstAskLow: donors ? '100.00' : null,
  firstAskHigh: donors ? '1250.00' : null,
  basis,
  revenuePerRecipientLow: rpr?.[0] ?? null,
  revenuePerRecipientHigh: rpr?.[1] ?? null,
});

const PREVIEW: WhatIfPreview = {
  strategyId: 'swing_fences',
  numberOfAsks: 3,
  isMonthly: false,
  donors: 1_000_000,
  sampled: 9_887,
  projectedDonors: 900_000,
  basis: 'mixed',
  assumption: 'Projected from your past results with Swing for the Fences where they cover a giving band.',
  revenuePerRecipientLow: '4.10',
  revenuePerRecipientHigh: '6.25',
  appeals: [{ appealId: 7, appealName: 'Fall Renewal 2025' }],
  bands: [
    band(0, '$25,000+', 0, 'none', null),
    band(4, '$100 - $499', 600_000, 'past_results', ['5.00', '7.00']),
    band(5, 'Under $100', 300_000, 'elasticity', ['2.10', '3.30']),
    band(6, 'No appeal gift', 100_000, 'none', null),
  ],
};

describe('WhatIfPanel', () => {
  // axe (the end-to-end journeys) refused the loader's aria-label on a span without a role, whenever the
  // page was checked while a preview was being worked out.
  it('names its loader as a status while the preview is worked out', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <WhatIfPanel strategyId="swing_fences" preview={null} isLoading error={null} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Working out the preview' })).toBeTruthy();
  });

  it('shows the range of revenue per recipient, the assumption with its appeals, and a labelled table of the bands with donors', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <WhatIfPanel strategyId="swing_fences" preview={PREVIEW} isLoading={false} error={null} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const panel = screen.getByRole('region', { name: 'What if you use Swing for the Fences?' });
    expect(within(panel).getByLabelText('Projected revenue per recipient').textContent).toBe('$4.10 – $6.25');
    expect(within(panel).getByText('Over the 900,000 of 1,000,000 donors with a basis for it.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Fall Renewal 2025' }).getAttribute('href')).toBe('/appeal-results?appealId=7');
    const table = within(panel).getByRole('table', { name: 'First ask and projected revenue per recipient by giving band' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['$100 - $499', 'Under $100', 'No appeal gift']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['600,000', '$150.00', '$100.00 – $1,250.00', '$5.00 – $7.00', 'Your past results']);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)!.textContent).toBe('No basis');
  });
});
