import { builder } from '../../graphql/builder.ts';
import type { BusEvent, EventBus } from '../../realtime/event-bus.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { AppealRef } from './appeals.graphql.ts';
import { getAppeal } from './get-appeal.ts';

/** Events of one type and target for one company, as an async iterator that ends when the client leaves. */
function eventsOf(bus: EventBus, type: BusEvent['type'], targetId: string, companyId: number): AsyncIterableIterator<BusEvent> {
  const queue: BusEvent[] = [];
  let wake: (() => void) | null = null;
  let isDone = false;
  const off = bus.subscribe(type, targetId, (event) => {
    if (event.companyId !== companyId) return;
    queue.push(event);
    wake?.();
  });
  const finish = () => {
    isDone = true;
    off();
    wake?.();
  };
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
      finish();
      return { value: undefined, done: true };
    },
  };
}

// The subscription root lives here (updatedAppeal is its first field); other features add fields to it.
builder.subscriptionType({});

builder.subscriptionField('updatedAppeal', (t) =>
  t.field({
    type: AppealRef,
    nullable: true,
    description: "Pushes the appeal whenever it changes (step, settings, lock, mapping or calculation done); only the user's company's appeals.",
    args: { id: t.arg.int({ required: true }) },
    subscribe: (_root, { id }, ctx) => eventsOf(ctx.services.bus, 'UPDATED_APPEAL', String(id), requireCompanyOrThrow(ctx.session).companyId),
    resolve: (_event, { id }, ctx) => getAppeal(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);
