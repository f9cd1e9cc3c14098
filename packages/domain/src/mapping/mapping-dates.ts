import { mappedGivingField } from '../giving-fields.ts';
import type { MappingSection, MappingSectionSettings } from './mapping-settings.ts';

// Date rules of the mapping page (spec sections 5 and 9). Dates are calendar dates 'YYYY-MM-DD';
// 'today' is always passed in so that tests and jobs decide what today is.

export interface DateRange {
  fromDate: string | null;
  toDate: string | null;
}

/** Mapping dates go back at most 10 years from 1 January of the current year. */
export const MAX_YEARS_BACK = 10;

export function yearOf(today: string): number {
  return Number(today.slice(0, 4));
}

/** 1 January to 31 December of the calendar year `yearsAgo` years before today's. */
export function calendarYearRange(today: string, yearsAgo: number): { fromDate: string; toDate: string } {
  const year = yearOf(today) - yearsAgo;
  return { fromDate: `${year}-01-01`, toDate: `${year}-12-31` };
}

/** The earliest From date a user may pick (and the one a too-early From is raised to). */
export function earliestMappingDate(today: string): string {
  return `${yearOf(today) - MAX_YEARS_BACK}-01-01`;
}

/**
 * Default dates per section: appeal sections are the previous three calendar years; the campaign section
 * looks 5 years back to today (a capital campaign runs for years); special events default to last year.
 */
export function defaultSectionDates(section: MappingSection, today: string): DateRange {
  const yearsAgo = mappedGivingField(section).mapping.defaultYearsAgo;
  return yearsAgo === 'campaign' ? { fromDate: `${yearOf(today) - 5}-01-01`, toDate: today } : calendarYearRange(today, yearsAgo);
}

/** After the user changes one end: if From is later than To, the other end takes the changed value. */
export function adjustRange(range: DateRange, changed: 'fromDate' | 'toDate'): DateRange {
  const { fromDate, toDate } = range;
  if (!fromDate || !toDate || fromDate <= toDate) return range;
  return changed === 'fromDate' ? { fromDate, toDate: fromDate } : { fromDate: toDate, toDate };
}

/**
 * The range gifts are matched in: a given From is raised to the earliest allowed date; an empty From or
 * To leaves that end open, so with no dates every gift counts.
 */
export function effectiveRange(range: Pick<MappingSectionSettings, 'fromDate' | 'toDate'>, today: string): DateRange {
  const earliest = earliestMappingDate(today);
  const fromDate = range.fromDate ? (range.fromDate < earliest ? earliest : range.fromDate) : null;
  return { fromDate, toDate: range.toDate || null };
}

/** 'YYYY-MM-DD' of a Date's local calendar day (the browser's today). */
export function localCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'MM/DD/YYYY' as the mapping page shows dates. */
export function formatMappingDate(date: string | null): string {
  if (!date) return '';
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}
