/** A repeatable number in [0, 1) for (seed, index, stream): the same inputs always give the same records. */
export function unitHash(seed: number, index: number, stream: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 0x7f4a7c15, 0xc2b2ae35) ^ Math.imul(stream + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Gift amounts in cents, skewed like real files: most under $100, a few large. */
export function giftCents(u: number, v: number): number {
  const dollars = u < 0.4 ? 10 + v * 40 : u < 0.75 ? 50 + v * 100 : u < 0.93 ? 150 + v * 350 : u < 0.99 ? 500 + v * 2000 : 2500 + v * 22500;
  return Math.round(dollars) * 100 + (u < 0.2 ? 50 : 0);
}
