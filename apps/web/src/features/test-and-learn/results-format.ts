const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** '1234.50' (decimal dollars from the server) as '$1,234.50'; null as a dash. */
export function formatDollars(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined) return '–';
  return money.format(Number(decimal));
}

export function formatRate(rate: number): string {
  return percent.format(rate);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** Share of responders, for the ask choice table. */
export function shareOf(part: number, whole: number): string {
  return whole === 0 ? '–' : percent.format(part / whole);
}
