/** Integer cents as a decimal dollar string: 123450 -> '1234.50', -5 -> '-0.05', null -> null. */
export function centsToDecimal(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const magnitude = Math.abs(cents);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}
