import { TOP_ASKS_COUNT } from './ladder-rules.ts';

/**
 * The donors with the highest primary asks (the 'top100' grid filter), highest first. On equal asks
 * the donor met first wins, so the result is stable. One pass with a small heap: fine for a million.
 */
export function selectTop100<T extends { readonly primaryAsk: number }>(
  donors: Iterable<T>,
  count: number = TOP_ASKS_COUNT,
): T[] {
  const heap: { donor: T; order: number }[] = [];
  // The root is the weakest kept donor: the lowest ask, and on a tie the one met last.
  const isWeaker = (a: { donor: T; order: number }, b: { donor: T; order: number }): boolean =>
    a.donor.primaryAsk < b.donor.primaryAsk || (a.donor.primaryAsk === b.donor.primaryAsk && a.order > b.order);
  const siftDown = (from: number): void => {
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let weakest = at;
      if (left < heap.length && isWeaker(heap[left]!, heap[weakest]!)) weakest = left;
      if (right < heap.length && isWeaker(heap[right]!, heap[weakest]!)) weakest = right;
      if (weakest === at) return;
      [heap[at], heap[weakest]] = [heap[weakest]!, heap[at]!];
      at = weakest;
    }
  };
  if (count <= 0) return [];
  let order = 0;
  for (const donor of donors) {
    const current = order++;
    if (heap.length < count) {
      heap.push({ donor, order: current });
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!isWeaker(heap[at]!, heap[parent]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (heap[0]!.donor.primaryAsk < donor.primaryAsk) {
      // A later donor never beats an equal ask already kept, so only a strictly higher ask enters.
      heap[0] = { donor, order: current };
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (isWeaker(a, b) ? 1 : -1)).map((entry) => entry.donor);
}
