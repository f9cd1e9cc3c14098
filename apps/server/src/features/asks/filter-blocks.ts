import { GRID_FILTERS, type GridFilter } from './ask-filters.ts';

// The page index of the default order: for each grid filter, how many of its members fall in each block
// of BLOCK_SIZE consecutive name ranks. Page n of a filter is found by summing counts, then scanning only
// the blocks that hold that page (a primary-key range scan) instead of skipping rows with OFFSET.

export const BLOCK_SIZE = 256;

export function blockOfRank(nameRank: number): number {
  return Math.floor((nameRank - 1) / BLOCK_SIZE);
}

export interface FilterBlocks {
  filterType: string;
  total: number;
  counts: number[];
}

/** Block counts of every grid filter for rows whose bits are given in name-rank order (index 0 = rank 1). */
export function buildFilterBlocks(
  bitsByRank: ArrayLike<number>,
  rowCount: number,
  filters: readonly GridFilter[] = GRID_FILTERS,
): FilterBlocks[] {
  const blockCount = Math.ceil(rowCount / BLOCK_SIZE);
  const counts = filters.map(() => new Int32Array(blockCount));
  const totals = new Int32Array(filters.length);
  const masks = Int32Array.from(filters.map((filter) => filter.mask));
  for (let index = 0; index < rowCount; index++) {
    const bits = bitsByRank[index]!;
    const block = (index / BLOCK_SIZE) | 0;
    for (let f = 0; f < masks.length; f++) {
      const mask = masks[f]!;
      if ((bits & mask) === mask) {
        counts[f]![block]! += 1;
        totals[f]! += 1;
      }
    }
  }
  return filters.map((filter, f) => ({ filterType: filter.id, total: totals[f]!, counts: Array.from(counts[f]!) }));
}

/** Name-rank ranges (inclusive) that hold the filter members number skip+1 .. skip+take, and how many members to skip in them. */
export interface PageRanges {
  ranges: Array<{ from: number; to: number }>;
  skipInRanges: number;
}

/** Locates a page of a filter in the default order from its block counts; null when the page is past the end. */
export function locatePage(counts: readonly number[], skip: number, take: number, descending = false): PageRanges | null {
  const blocks = descending ? counts.map((_, i) => counts.length - 1 - i) : counts.map((_, i) => i);
  let seen = 0;
  let position = 0;
  while (position < blocks.length && seen + counts[blocks[position]!]! <= skip) {
    seen += counts[blocks[position]!]!;
    position++;
  }
  if (position >= blocks.length) return null;
  const skipInRanges = skip - seen;
  const wanted = skip + take;
  const chosen: number[] = [];
  for (; position < blocks.length && seen < wanted; position++) {
    const block = blocks[position]!;
    if (counts[block]! === 0) continue;
    chosen.push(block);
    seen += counts[block]!;
  }
  chosen.sort((a, b) => a - b);
  const ranges: Array<{ from: number; to: number }> = [];
  for (const block of chosen) {
    const from = block * BLOCK_SIZE + 1;
    const to = (block + 1) * BLOCK_SIZE;
    const last = ranges[ranges.length - 1];
    if (last && last.to + 1 === from) last.to = to;
    else ranges.push({ from, to });
  }
  return { ranges, skipInRanges };
}

/** Count changes of one filter, by block, from rows whose bits changed. */
export type BlockDeltas = Map<string, Map<number, number>>;

/** Adds one row's change of bits to the per-filter block deltas. */
export function addRowDelta(
  deltas: BlockDeltas,
  nameRank: number,
  oldBits: number,
  newBits: number,
  filters: readonly GridFilter[] = GRID_FILTERS,
): void {
  if (oldBits === newBits) return;
  const block = blockOfRank(nameRank);
  for (const filter of filters) {
    const was = (oldBits & filter.mask) === filter.mask;
    const is = (newBits & filter.mask) === filter.mask;
    if (was === is) continue;
    const byBlock = deltas.get(filter.id) ?? new Map<number, number>();
    byBlock.set(block, (byBlock.get(block) ?? 0) + (is ? 1 : -1));
    deltas.set(filter.id, byBlock);
  }
}
