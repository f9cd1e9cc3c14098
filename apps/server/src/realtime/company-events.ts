import type { BusEvent, BusType, EventBus } from './event-bus.ts';

/**
 * One target's events of the given types for one company, as an async iterator that ends when the client
 * leaves: what a GraphQL subscription field returns (updatedAppeal, updatedBlackbaudOrganization).
 */
export function companyEvents(bus: EventBus, types: readonly BusType[], targetId: string, companyId: number): AsyncIterableIterator<BusEvent> {
  const queue: BusEvent[] = [];
  let wake: (() => void) | null = null;
  let isDone = false;
  const offs = types.map((type) =>
    bus.subscribe(type, targetId, (event) => {
      if (event.companyId !== companyId) return;
      queue.push(event);
      wake?.();
    }),
  );
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      while (!isDone && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const value = queue.shift();
      return value ? { value, done: false } : { value: undefined, done: true };
    },
    async return() {
      isDone = true;
      offs.forEach((off) => off());
      wake?.();
      return { value: undefined, done: true };
    },
  };
}
