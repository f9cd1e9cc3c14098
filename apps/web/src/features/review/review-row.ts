import { DONOR_STATUSES, formatAskAmount, parseMoney, withStatusLine, type DonorStatus } from '@askwise/domain';
import type { GridRowFieldsFragment } from '../../graphql/generated/graphql.ts';
import type { PendingChange } from './use-pending-changes.ts';

export type GridRow = GridRowFieldsFragment;

/** A grid row as the user sees it: the stored row with its pending change on top. */
export interface ReviewRow extends GridRow {
  status: DonorStatus;
  isPending: boolean;
  /** The custom ask being typed or applied, as dollars text. */
  customAskText: string;
}

export const STATUS_LABELS: Readonly<Record<DonorStatus, string>> = {
  ready_export: 'Primary List',
  handle_manually: 'Secondary List',
  exclude_export: 'Exclude From Export',
};

/** Mantine colours of the three lists: green, red, and the info colour. */
export const STATUS_COLORS: Readonly<Record<DonorStatus, string>> = {
  ready_export: 'teal',
  handle_manually: 'red',
  exclude_export: 'blue',
};

export function asStatus(value: string): DonorStatus {
  return (DONOR_STATUSES as readonly string[]).includes(value) ? (value as DonorStatus) : 'ready_export';
}

/** '1250.00' from the API as '$1,250'; empty for no amount. */
export function formatDecimalDollars(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined) return '';
  const parsed = parseMoney(decimal);
  return parsed.ok ? formatAskAmount(parsed.cents) : decimal;
}

/** '1250.00' as '1250', '12.50' as '12.5': how a custom ask reads in its input. */
export function plainDollars(decimal: string | null | undefined): string {
  if (!decimal) return '';
  return decimal.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

export function toReviewRow(row: GridRow, pending: PendingChange | undefined): ReviewRow {
  const preview = pending?.preview;
  const status = pending?.status ?? preview?.status ?? asStatus(row.status);
  const merged: GridRow = preview
    ? {
        ...row,
        askString: preview.askString ?? row.askString,
        baseAsk: preview.baseAsk ?? row.baseAsk,
        primaryAsk: preview.primaryAsk ?? row.primaryAsk,
        anualAsk1: preview.anualAsks[0] ?? null,
        anualAsk2: preview.anualAsks[1] ?? null,
        anualAsk3: preview.anualAsks[2] ?? null,
        anualAsk4: preview.anualAsks[3] ?? null,
        anualAsk5: preview.anualAsks[4] ?? null,
        monthlyAsk1: preview.monthlyAsks[0] ?? null,
        monthlyAsk2: preview.monthlyAsks[1] ?? null,
        monthlyAsk3: preview.monthlyAsks[2] ?? null,
        monthlyAsk4: preview.monthlyAsks[3] ?? null,
        monthlyAsk5: preview.monthlyAsks[4] ?? null,
        isSpicy: preview.isSpicy,
        fiveKOrAbove: preview.fiveKOrAbove,
        oneKMoreLastYear: preview.oneKMoreLastYear,
        threeXAppealGift: preview.threeXAppealGift,
        askLogs: preview.askLogs,
      }
    : row;
  // A status chosen in the grid replaces the status line of the ask log, as it will once applied.
  const askLogs = pending?.status ? withStatusLine(merged.askLogs, pending.status) : merged.askLogs;
  return {
    ...merged,
    askLogs,
    status,
    isPending: pending !== undefined,
    customAskText: pending?.customBaseAsk ?? plainDollars(row.customBaseAsk),
  };
}
