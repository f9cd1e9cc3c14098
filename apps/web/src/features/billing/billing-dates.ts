import dayjs from 'dayjs';

/** Billing and invoice dates as the subscription area shows them: 'Nov 23, 2026'. */
export function billingDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('MMM D, YYYY') : '';
}
