import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { TEST_APP_PASSWORD } from '../../test/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { PURCHASE, tokenizeCard } from './billing.testing.ts';

// Every log line of a product started at the most talkative level, and the whole database afterwards:
// neither may hold a card number or a CVV.
const logLines: string[] = [];
let database: TestDatabase;
let app: RunningApp;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.ownerUrl,
    APP_DATABASE_PASSWORD: TEST_APP_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'trace',
  });
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString('utf8')), done()) });
  app = await startApp(config, pino({ level: 'trace' }, sink));
  url = `http://127.0.0.1:${app.port}`;
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

const CARDS = ['4111111111111111', '4005519200000004', '5555555555554444'];
const CVV = '739';

/** A row's text without its dates and times (PostgreSQL's text form, '2026-11-27 19:35:44.739+00'). */
function withoutTimes(row: string): string {
  return row.replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)?/g, '');
}

it('no card number or CVV reaches the database or the logs', async () => {
  const company = await createCompanyWithUser(database.ownerDb);
  for (const [i, number] of CARDS.entries()) {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const { token } = await tokenizeCard(url, company.cookie, i === 0 ? spaced : number, { cvv: CVV });
    expect(token).toMatch(/^tok_/);
    await graphqlAs(url, company.cookie, PURCHASE, {
      input: { cardToken: token, cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' },
    });
  }
  // A refused tokenization (bad number) and a malformed body are not logged with their content either.
  await tokenizeCard(url, company.cookie, '4111111111111112', { cvv: CVV });
  await fetch(`${url}/billing/sandbox/tokens`, {
    method: 'POST',
    headers: { 'x-askwise-csrf': '1', cookie: company.cookie },
    body: `{"number":"${CARDS[0]}","cvv":"${CVV}"`,
  });

  const { rows: tables } = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    database.ownerDb,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(database.ownerDb);
    for (const { row } of rows) {
      const digits = row.replace(/[\s-]/g, '');
      if (CARDS.some((card) => digits.includes(card)) || digits.includes('4111111111111112')) found.push(`${name}: ${row}`);
      // A time's milliseconds ('19:35:44.739') are not a CVV: every row's times are left out of that check.
      if (new RegExp(`[^0-9]${CVV}[^0-9]`).test(withoutTimes(row))) found.push(`${name} (cvv?): ${row}`);
    }
  }
  expect(found).toEqual([]);
  const { rows: columns } = await sql<{
    name: string;
  }>`select column_name as name from information_schema.columns where table_schema = 'public' and column_name ~* '(cvv|card_number|pan)$'`.execute(
    database.ownerDb,
  );
  expect(columns).toEqual([]);

  expect(logLines.length).toBeGreaterThan(0);
  const logs = logLines.join('');
  for (const card of [...CARDS, '4111111111111112']) expect(logs.replace(/[\s-]/g, '')).not.toContain(card);
  expect(logs).not.toMatch(new RegExp(`[^0-9]${CVV}[^0-9]`));
  const subscribed = await database.ownerDb
    .selectFrom('companySubscriptions')
    .select('status')
    .where('companyId', '=', company.companyId)
    .execute();
  expect(subscribed).toEqual([{ status: 'active' }]);
});
