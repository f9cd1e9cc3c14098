import { NO_CALCULATION_GROUPS, type CalculationGroups } from './calculation-groups.ts';
import {
  DEFAULT_ASK_MODE,
  DEFAULT_NUMBER_OF_ASKS,
  DEFAULT_STRATEGY_ID,
  type AskMode,
  type NumberOfAsks,
  type StrategyId,
} from '@askwise/domain';
import { DATA_IMPORT_SOURCE, type AppealSource } from '@askwise/domain/appeal-steps';
import type { Insertable } from 'kysely';
import type pg from 'pg';
import { createDb, createPool, type Db } from '../../db/database.ts';
import type { AppealConstituentsTable, AppealStep } from '../../db/donor-tables.ts';
import { createLogger, type Logger } from '../../logger.ts';
import { EventBus } from '../../realtime/event-bus.ts';
import type { TestDatabase } from '../../test/test-database.ts';

// Test set-up for the asks, review and summary features, written as the database owner (not product code).

/** One donor's row of appeal_constituents; amounts in cents, anything left out is empty or 0. */
export type DonorInput = Partial<Omit<Insertable<AppealConstituentsTable>, 'companyId' | 'appealId' | 'id'>>;

export interface AppealWithDonorsOptions {
  userId?: number | null;
  name?: string;
  source?: AppealSource;
  step?: AppealStep;
  strategyId?: StrategyId | null;
  numberOfAsks?: NumberOfAsks;
  askMode?: AskMode;
}

export interface AppealWithDonors {
  appealId: number;
  /** appeal_constituents ids, in the order the donors were given. */
  donorIds: number[];
}

/** An appeal of the company with a status row and the given donors' giving (the engine's inputs). */
export async function buildAppealWithDonors(
  ownerDb: Db,
  companyId: number,
  donors: readonly DonorInput[],
  options: AppealWithDonorsOptions = {},
): Promise<AppealWithDonors> {
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({
      companyId,
      userId: options.userId ?? null,
      dataImportSourceId: DATA_IMPORT_SOURCE[options.source ?? 'excel'],
      name: options.name ?? 'Spring Appeal',
      step: options.step ?? 'choose_strategy',
      numberAskSettings: JSON.stringify({
        askNumber: options.numberOfAsks ?? DEFAULT_NUMBER_OF_ASKS,
        askAnnual: options.askMode ?? DEFAULT_ASK_MODE,
      }),
      strategySettings: options.strategyId === undefined ? DEFAULT_STRATEGY_ID : options.strategyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ownerDb.insertInto('appealStatuses').values({ appealId: appeal.id, companyId }).execute();
  const donorIds: number[] = [];
  for (let from = 0; from < donors.length; from += 500) {
    const rows = donors.slice(from, from + 500).map((donor) => ({ ...donor, companyId, appealId: appeal.id }));
    const inserted = await ownerDb.insertInto('appealConstituents').values(rows).returning('id').execute();
    for (const row of inserted) donorIds.push(row.id);
  }
  return { appealId: appeal.id, donorIds };
}

/** Changes the appeal's strategy and number-of-asks settings, as the wizard pages would. */
export async function setAppealAskSettings(
  ownerDb: Db,
  appealId: number,
  strategyId: StrategyId,
  numberOfAsks: NumberOfAsks,
  askMode: AskMode,
): Promise<void> {
  await ownerDb
    .updateTable('appeals')
    .set({ strategySettings: strategyId, numberAskSettings: JSON.stringify({ askNumber: numberOfAsks, askAnnual: askMode }) })
    .where('id', '=', appealId)
    .execute();
}

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = ['Ada', 'ada', 'Émile', 'Zoë', 'Li', "O'Brien", 'Mary Ann', 'Tab\there', 'Back\\slash', 'Quote "Q"', 'Ünal', '李'];
const LAST_NAMES = ['Lovelace', 'Nguyen', 'Smith', 'de la Cruz', 'Øster', 'Brown', 'Line\nBreak', 'Zed'];
const ZIPS = ['02134', '2134', '02134-1234', '021341234', '90210', '90210', '10001', ' 10001 ', 'n/a', null];

/**
 * Donors covering every rule of the engine: renewals in each band, recaptures, campaign, special-event
 * and lifetime-only donors, wealth ratings, non-donors with and without neighbours, odd names and zips.
 */
export function generateDonors(count: number, seed = 20260501): DonorInput[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const amount = (): number => {
    const bands = [4_000, 9_999, 15_000, 50_000, 99_999, 300_000, 999_999, 2_500_000, 3_000_000];
    return Math.max(0, Math.round(random() * pick(bands)));
  };
  const maybe = (chance: number, value: () => number): number => (random() < chance ? value() : 0);
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 7;
    const lifetimeGifts = random() < 0.7 ? 1 + Math.floor(random() * 40) : 0;
    return {
      externalId: random() < 0.95 ? `C${100000 + index}` : null,
      firstName: random() < 0.97 ? pick(FIRST_NAMES) : null,
      lastName: random() < 0.97 ? pick(LAST_NAMES) : null,
      contactName: random() < 0.5 ? `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}` : null,
      zipCode: pick(ZIPS),
      appealGiftLastYear: kind <= 2 ? amount() : maybe(0.05, amount),
      appealGiftTwoYearsAgo: kind === 3 || kind === 0 ? amount() : maybe(0.05, amount),
      appealGiftThreeYearsAgo: kind === 4 ? amount() : maybe(0.05, amount),
      campaignGift: kind === 5 ? amount() : maybe(0.1, amount),
      specialEventGift: kind === 6 ? amount() : maybe(0.1, amount),
      greatestGift: maybe(0.4, amount),
      // A lifetime total without a gift count happens in imported files; it has no average gift.
      lifetimeGiving: lifetimeGifts > 0 ? maybe(0.9, () => amount() * 3) : maybe(0.05, amount),
      lifetimeGifts,
      minSuggestedAskWr: maybe(0.2, () => Math.round(random() * 100_000_000)),
    };
  });
}

/** The services a calculation uses, over the app role of a test database. */
export interface AskTestServices {
  db: Db;
  pool: pg.Pool;
  bus: EventBus;
  log: Logger;
  /** No A/B tests: the appeals of these tests have none (test and learn's own tests calculate through the app). */
  calculationGroups: CalculationGroups;
  close: () => Promise<void>;
}

export function createAskTestServices(database: TestDatabase): AskTestServices {
  const pool = createPool(database.appUrl, 10);
  const log = createLogger('silent', false);
  const bus = new EventBus(pool, database.appUrl, log);
  const db = createDb(pool);
  return {
    db,
    pool,
    bus,
    log,
    calculationGroups: NO_CALCULATION_GROUPS,
    close: async () => {
      await bus.close();
      await db.destroy();
    },
  };
}

/** A pool over the app role whose clients note every statement they send: each is one round trip to PostgreSQL. */
export interface CountingPool {
  pool: pg.Pool;
  db: Db;
  /** The text of each round trip since the last `take`. */
  take: () => string[];
}

/** For tests that pin how many round trips a request makes; nothing is changed but the noting. */
export function createCountingPool(database: TestDatabase): CountingPool {
  const pool = createPool(database.appUrl, 4);
  let sent: string[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const noting = (...args: unknown[]): unknown => {
      const first = args[0];
      sent.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
      return query(...args);
    };
    client.query = noting as typeof client.query;
  });
  return {
    pool,
    db: createDb(pool),
    take: () => {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}
