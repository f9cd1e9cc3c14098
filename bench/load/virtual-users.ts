import http from 'node:http';
import type { LoadCompany } from './seed-companies.ts';

// What the signed-in users do: each reads without pause (a closed loop, as a user paging quickly does,
// only faster) the review grid (pages of the default sort, other sorts, searches), the summary and the
// appeal history, every request a GraphQL POST as the browser sends it. One operator per company
// meanwhile maps its practice appeal and calculates it, again and again, through the same operations.

export type Kind = 'grid page' | 'grid sort' | 'grid search' | 'summary' | 'history';

export interface Sample {
  kind: Kind | 'mapping' | 'calculation';
  ms: number;
  /** When the request started: this process's performance.now(), in ms. */
  at: number;
  isError: boolean;
  server: number;
}

export interface LoadTarget {
  /** The web processes' base URLs; users are spread over them, as a load balancer would. */
  urls: string[];
  deadline: number;
  samples: Sample[];
  errors: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

// node:http with kept-alive connections rather than fetch: the users run on the machine they measure, and
// fetch cost about 1 ms of CPU a request (measured at 0.9 ms with 258 reads a second), CPU the servers
// under test then lack.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function post(url: string, cookie: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/graphql`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-askwise-csrf': '1', cookie },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.end(body);
  });
}

async function gql(url: string, cookie: string, query: string, variables: object): Promise<Loose> {
  const response = await post(url, cookie, JSON.stringify({ query, variables }));
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const body = JSON.parse(response.text) as { data?: Loose; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data!;
}

const GRID = `query ($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) {
  pagination { total page } uniqueValues { filterType count } rows { id constituentId firstName lastName anualAsk1 askString status } } }`;
const SUMMARY = `query ($id: Int!) { getAppealSummaryCounts(appealId: $id) { summaryAllConstituentsQty tiles { key count } bands { key readyExport } } }`;
const HISTORY = `query ($input: AppealHistoryInput!) { getAppealHistory(input: $input) { quantity incompleted data { id name constituents } } }`;
const SORTS = ['lastName', 'constituentId', 'anualAsk1', 'askString', 'baseAsk', 'status', 'appealGiftLastYear'];
const SEARCHES = ['smith', 'mary', 'ar', '1005', 'garcia 4', 'nobody-has-this-name'];
const HISTORY_SEARCHES = ['', '', 'appeal', 'gala', '20'];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** The filters of the appeal with their counts, as the grid's first page gives them. */
export async function gridFilters(url: string, cookie: string, appealId: number): Promise<Array<{ filterType: string; count: number }>> {
  const page = await gql(url, cookie, GRID, { input: { appealId } });
  return (page.getAppealConstituentsByFilter.uniqueValues as Array<{ filterType: string; count: number }>).filter((value) => value.count > 0);
}

/** One request of a user, chosen with the weights a reviewing team's traffic has. */
function nextRequest(company: LoadCompany, filters: Array<{ filterType: string; count: number }>): { kind: Kind; query: string; variables: object } {
  const roll = Math.random();
  const appealId = company.appealId;
  if (roll < 0.35) {
    const filter = pick(filters);
    const pages = Math.max(1, Math.ceil(filter.count / 50));
    const input = { appealId, filterType: filter.filterType, orderDirection: pick(['asc', 'desc']), pageNumber: 1 + Math.floor(Math.random() * pages), pageSize: 50 };
    return { kind: 'grid page', query: GRID, variables: { input } };
  }
  if (roll < 0.5) {
    const input = { appealId, orderBy: pick(SORTS), orderDirection: pick(['asc', 'desc']), pageNumber: 1 + Math.floor(Math.random() * 20), pageSize: 50 };
    return { kind: 'grid sort', query: GRID, variables: { input } };
  }
  if (roll < 0.65) return { kind: 'grid search', query: GRID, variables: { input: { appealId, searchText: pick(SEARCHES), pageSize: 50 } } };
  if (roll < 0.8) return { kind: 'summary', query: SUMMARY, variables: { id: appealId } };
  const input = { limit: 10, offset: 10 * Math.floor(Math.random() * 4), orderBy: pick(['name', 'createdAt', 'constituents']), search: pick(HISTORY_SEARCHES) };
  return { kind: 'history', query: HISTORY, variables: { input } };
}

async function timed(target: LoadTarget, kind: Sample['kind'], server: number, run: () => Promise<unknown>): Promise<boolean> {
  const started = performance.now();
  try {
    await run();
    target.samples.push({ kind, ms: performance.now() - started, at: started, isError: false, server });
    return true;
  } catch (error) {
    target.samples.push({ kind, ms: performance.now() - started, at: started, isError: true, server });
    if (target.errors.length < 20) target.errors.push(`${kind}: ${(error as Error).message}`);
    return false;
  }
}

/** A user reading until the deadline. */
export async function runUser(target: LoadTarget, company: LoadCompany, cookie: string, server: number, filters: Array<{ filterType: string; count: number }>): Promise<void> {
  const url = target.urls[server]!;
  while (Date.now() < target.deadline) {
    const request = nextRequest(company, filters);
    await timed(target, request.kind, server, () => gql(url, cookie, request.query, request.variables));
  }
}

async function waitFor(url: string, cookie: string, appealId: number, isDone: (status: Loose) => boolean, deadline: number): Promise<void> {
  for (;;) {
    const status = (await gql(url, cookie, 'query ($id: Int!) { getAppealStatus(appealId: $id) { mapAppealStatus algorithmStatus algorithmError } }', { id: appealId })).getAppealStatus as Loose;
    if (String(status.mapAppealStatus ?? '').startsWith('ERROR::')) throw new Error(status.mapAppealStatus);
    if (status.algorithmError) throw new Error(status.algorithmError);
    if (isDone(status)) return;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(status)} when the run ended`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The practice appeal of a company, created as the browser creates it (its whole audience). */
export async function createPracticeAppeal(url: string, cookie: string, environmentId: number): Promise<number> {
  const audiences = (await gql(url, cookie, 'query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { id externalId: blackbaudId total } }', { id: environmentId }))
    .getOrganizationAudiences as Loose[];
  const largest = audiences.reduce((a, b) => (b.total > a.total ? b : a));
  const created = await gql(url, cookie, 'mutation ($e: Int!, $a: Int!) { createAppeal(name: "Practice", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }', {
    e: environmentId,
    a: largest.id,
  });
  return created.createAppeal.id as number;
}

const section = (items: Array<[string, string, string]>) => ({ items: items.map(([campaignId, appealId, fundId]) => ({ campaignId, appealId, fundId })), fromDate: null, toDate: null });

/** Two mappings taken in turn, so that every request is a change and really maps. */
function mappingOf(turn: number): object {
  const year = new Date().getFullYear();
  const lastYear = section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']]);
  return {
    appealLastYear: lastYear,
    appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']]),
    appealThreeYear: section(turn % 2 ? [['CMP-ANNUAL', `APL-YEAREND-${year - 3}`, 'FND-UNRESTRICTED']] : []),
    campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']]),
    specialEvent: section([]),
  };
}

/** A company's operator: maps the practice appeal, calculates it, and again, until the deadline. */
export async function runOperator(target: LoadTarget, cookie: string, appealId: number, server: number): Promise<void> {
  const url = target.urls[server]!;
  const mapQuery = 'mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode error } }';
  for (let turn = 0; Date.now() < target.deadline; turn++) {
    const mapped = await timed(target, 'mapping', server, async () => {
      const answer = (await gql(url, cookie, mapQuery, { id: appealId, m: mappingOf(turn) })).MapAppealRequest as Loose;
      if (answer.statusCode !== 200) throw new Error(answer.error);
      await waitFor(url, cookie, appealId, (s) => s.mapAppealStatus === 'DONE', target.deadline + 120_000);
    });
    if (!mapped || Date.now() >= target.deadline) continue;
    await timed(target, 'calculation', server, async () => {
      const answer = (await gql(url, cookie, 'mutation ($id: Int!) { BulkUpdateAppealConstituent(body: { appealId: $id }) { statusCode error } }', { id: appealId }))
        .BulkUpdateAppealConstituent as Loose;
      if (answer.statusCode !== 200) throw new Error(answer.error);
      await waitFor(url, cookie, appealId, (s) => s.algorithmStatus === 'DONE', target.deadline + 120_000);
    });
  }
}
