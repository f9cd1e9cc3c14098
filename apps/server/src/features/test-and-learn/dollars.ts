/** Cents (possibly fractional, e.g. an average) as decimal dollars rounded to the cent, halves away from zero. */
export function dollars(cents: number): string {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  const magnitude = Math.abs(rounded);
  return `${rounded < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
