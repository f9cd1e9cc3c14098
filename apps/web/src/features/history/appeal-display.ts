import { STRATEGIES, type AskMode } from '@askwise/domain';
import { sourceOfDataImportSourceId, type AppealSource } from '@askwise/domain/appeal-steps';
import type { DataImportSourceIds } from '../../wizard/index.ts';

// How appeal history rows read on screen (spec sections 2 and 9).

/** Appeal timestamps are shown with a fixed -7 hour offset (spec section 9), whatever the browser's zone. */
const DISPLAY_OFFSET_MS = -7 * 60 * 60 * 1000;

function shifted(iso: string): Date | null {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + DISPLAY_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/dd/yyyy: the appeal table on home. */
export function formatHomeDate(iso: string): string {
  const d = shifted(iso);
  return d ? `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}` : '';
}

/** M/dd/yyyy: the history page. */
export function formatHistoryDate(iso: string): string {
  const d = shifted(iso);
  return d ? `${d.getUTCMonth() + 1}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}` : '';
}

const STEP_LABELS: Readonly<Record<string, string>> = {
  select_environment: 'Environment',
  select_audience: 'Audience',
  mapping_appeal: 'Mapping',
  number_of_asks: 'Number Ask',
  choose_strategy: 'Strategy',
  review_ask_strategy: 'Summary',
  summary: 'Summary',
  save_export: 'Export',
  completed: 'Completed',
};

export function stepLabel(step: string): string {
  return STEP_LABELS[step] ?? step;
}

export function strategyTitle(strategyId: string | null | undefined): string {
  if (!strategyId || !Object.hasOwn(STRATEGIES, strategyId)) return '';
  return STRATEGIES[strategyId as keyof typeof STRATEGIES].title;
}

interface NumberAskSettings {
  askNumber?: number;
  askAnnual?: AskMode;
}

function parseNumberAskSettings(text: string | null | undefined): NumberAskSettings {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as NumberAskSettings) : {};
  } catch {
    return {};
  }
}

export function numberOfAsks(settings: string | null | undefined): string {
  const n = parseNumberAskSettings(settings).askNumber;
  return n ? String(n) : '';
}

const MODE_LABELS: Readonly<Record<AskMode, string>> = {
  ANNUAL_ONLY: 'Yearly',
  MONTHLY_ONLY: 'Monthly',
  ANNUAL_MONTHLY_6: 'Yearly + 6 Mo',
  ANNUAL_MONTHLY_10: 'Yearly + 10 Mo',
  ANNUAL_MONTHLY_12: 'Yearly + 12 Mo',
};

/** The 'Mo / Ye' column: monthly, yearly or yearly with installments. */
export function askFrequency(settings: string | null | undefined): string {
  const mode = parseNumberAskSettings(settings).askAnnual;
  return mode ? (MODE_LABELS[mode] ?? '') : '';
}

export const SOURCE_LABELS: Readonly<Record<AppealSource, string>> = {
  excel: 'Excel',
  blackbaud: "Raiser's Edge NXT",
  virtuous: 'Virtuous',
};

export function sourceLabel(dataImportSourceId: number): string {
  return SOURCE_LABELS[sourceOfDataImportSourceId(dataImportSourceId)];
}

/** The source filter of home and history: All, Excel, Blackbaud or Virtuous. */
export const SOURCE_FILTERS = [
  { value: 'all', label: 'All', source: null },
  { value: 'excel', label: 'Excel', source: 'excel' },
  { value: 'blackbaud', label: 'Blackbaud', source: 'blackbaud' },
  { value: 'virtuous', label: 'Virtuous', source: 'virtuous' },
] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number]['value'];

/**
 * The dataImportSourceId a filter asks appeal history for (null: all sources), read from the server's
 * sources; undefined while they load, when the query waits.
 */
export function sourceIdOfFilter(filter: (typeof SOURCE_FILTERS)[number], ids: DataImportSourceIds | null): number | null | undefined {
  if (filter.source === null) return null;
  return ids === null ? undefined : ids[filter.source];
}

export function sourceFilterOf(value: string | null): (typeof SOURCE_FILTERS)[number] {
  return SOURCE_FILTERS.find((f) => f.value === value) ?? SOURCE_FILTERS[0];
}

/** The history line of an appeal's latest sending of its asks to the CRM. */
export function asksSentLabel(sent: { crm: string; status: string; refused: number; sentAt: string }): string {
  if (sent.status === 'RUNNING') return `Sending asks to ${sent.crm}`;
  if (sent.status === 'ERROR') return `Asks partly sent to ${sent.crm}: send again to finish`;
  const refused = sent.refused > 0 ? ` (${sent.refused} refused)` : '';
  return `Asks sent to ${sent.crm} on ${formatHistoryDate(sent.sentAt)}${refused}`;
}

/** Where an appeal's results came from, under their headline figure: a file, or the CRM they were read from. */
export function resultsSourceLabel(results: { source: string; crm?: string | null }): string {
  return results.source === 'crm' && results.crm ? `From ${results.crm}` : 'From a file';
}
