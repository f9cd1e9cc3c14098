import type { BusEvent, BusType, EventBus } from '../../realtime/event-bus.ts';

/**
 * What changes an environment's row: updatedBlackbaudOrganization's own topic, and NTYPE_ITEMS (a sync or
 * the practice environment's generation ending, with the new totals and lock).
 */
export const ENVIRONMENT_EVENT_TYPES: readonly BusType[] = ['UPDATED_BLACKBAUD_ORGANIZATION', 'NTYPE_ITEMS'];

/** One environment's events of the given types for one company, as an async iterator that ends when the client leaves. */
export function environmentEvents(bus: EventBus, types: readonly BusType[], environmentId: number, companyId: number): AsyncIterableIterator<BusEvent> {
  const queue: BusEvent[] = [];
  let wake: (() => void) | null = null;
  let isDone = false;
  const offs = types.map((type) =>
    bus.subscribe(type, String(environmentId), (event) => {
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
