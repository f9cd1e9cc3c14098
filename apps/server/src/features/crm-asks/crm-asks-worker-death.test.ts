import type { ChildProcess } from 'node:child_process';
import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import type { AnswerHold } from '@askwise/fakes/answer-holds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until, useWorkerWorld } from '../../jobs/worker-world.testing.ts';
import { killWorker } from '../../test/worker-process.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { connect, graphqlAt, skyEnv, untilFinished } from '../blackbaud/blackbaud-test-kit.testing.ts';
import { calculateAsks } from '../history/appeal-fixtures.ts';
import { exportAppeal } from '../test-and-learn/test-and-learn.testing.ts';
import { connectAccount, syncTag, tagsOf } from '../virtuous/virtuous-test-kit.testing.ts';
import { appealMarker } from './crm-ask-target.ts';

// A worker process killed (SIGKILL) in the middle of a send, for Raiser's Edge NXT and for Virtuous: the fake
// CRM carries out a write and keeps its answer back after the first few, so the worker is stopped at a known
// point (the CRM has the donor's record, the worker never heard of it); another worker takes the job over once
// the dead one's heartbeats stop. The send finishes and every mailed donor has exactly one record (custom
// field and Mailing action; Gift Ask) in the fake. Nothing here depends on how fast the machine is.

const DONORS = 30;
/** Writes answered before the fake holds one back: Raiser's Edge NXT writes two per donor, Virtuous one. */
const SKY_WRITES_ANSWERED = 10;
const VIRTUOUS_WRITES_ANSWERED = 10;
const SKY_ENV = 'p-env-crm-asks-worker-death';
const VTAG = 1;
let sky: FakeSky;
let virtuous: FakeVirtuous;

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 200, environments: [{ id: SKY_ENV, name: 'Killed Worker Academy', dataset: { constituents: DONORS + 10, gifts: 200, seed: 7 } }] });
  virtuous = await startFakeVirtuous({ dataset: { contacts: 200, gifts: 600, seed: 29 } });
});
afterAll(async () => {
  await sky?.close();
  await virtuous?.close();
});

const world = useWorkerWorld('crm-asks-worker-death', 20, () => ({ ...skyEnv(sky, { SKY_CALLS_PER_SECOND: '200' }), VIRTUOUS_API_URL: virtuous.url, VIRTUOUS_PAUSE_BELOW_REMAINING: '0' }));
const graphql = graphqlAt(() => world.app.url);
let worker: ChildProcess;
let skyEnvironment: number;
let virtuousAccount: number;

beforeAll(async () => {
  // Syncs and exports run on workers: the web process here serves requests only.
  worker = world.startWorker();
  skyEnvironment = await connect(graphql, sky, world.company, SKY_ENV);
  expect((await untilFinished(graphql, world.company, skyEnvironment, 120_000)).status).toBe('DONE');
  virtuousAccount = await connectAccount(world.app.url, world.company, virtuous);
  const tagId = (await tagsOf(world.app.url, world.company, virtuousAccount)).find((t) => t.vTagId === String(VTAG))!.id;
  expect((await syncTag(world.app.url, world.company, virtuousAccount, tagId)).status).toBe('DONE');
}, 300_000);

/** An exported appeal of the synced source: its donors are the source's first constituents or contacts. */
async function exportedAppeal(source: 'blackbaud' | 'virtuous', environmentId: number): Promise<number> {
  const { database, company, app } = world;
  const contacts = await database.ownerDb.selectFrom('constituents').select(['externalId', 'lookupId', 'firstName', 'lastName']).where('environmentId', '=', environmentId).orderBy('id').limit(DONORS).execute();
  const giving = generateDonors(DONORS, 99);
  const donors = contacts.map((c, i) => ({ ...giving[i]!, externalId: c.externalId, lookupId: c.lookupId, firstName: c.firstName, lastName: c.lastName }));
  const { appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, donors, { source, name: `Killed mid-send (${source})`, userId: company.userId });
  await database.ownerDb.updateTable('appeals').set({ environmentId }).where('id', '=', appealId).execute();
  await calculateAsks(app.services, company.companyId, appealId);
  await exportAppeal(app, company.cookie, appealId);
  return appealId;
}

/** The mailed donors' CRM ids. */
async function mailedIds(appealId: number): Promise<string[]> {
  const rows = await world.database.ownerDb
    .selectFrom('appealMailedAsks as m')
    .innerJoin('appealConstituents as ac', 'ac.id', 'm.appealConstituentId')
    .select('ac.externalId')
    .where('m.appealId', '=', appealId)
    .execute();
  return rows.map((row) => row.externalId!);
}

/** Waits until the fake holds an answer back (the worker waits on it), failing clearly if it never does. */
async function heldBack(hold: AnswerHold): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('The send never reached the held write')), 120_000)));
  await Promise.race([hold.holding, timeout]).finally(() => clearTimeout(timer));
}

/** Kills the worker while the fake holds its write's answer, lets a new worker take over, and returns the send as it ended. */
async function sendKillingTheWorker(appealId: number, crm: 'blackbaud' | 'virtuous', hold: AnswerHold) {
  const started = await world.gql(`mutation ($appealId: Int!, $crm: String, $category: String) { sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category) { id } }`, {
    appealId,
    crm,
    category: crm === 'blackbaud' ? 'Ask Ladder' : null,
  });
  const sendId = Number(started.sendAppealAsksToCrm.id);
  const send = () => world.database.ownerDb.selectFrom('crmAskSends').select(['status', 'written', 'refused', 'error']).where('id', '=', sendId).executeTakeFirstOrThrow();
  await heldBack(hold);
  expect((await send()).status).toBe('RUNNING');
  await killWorker(worker);
  hold.release();
  worker = world.startWorker();
  return until(send, (s) => s.status !== 'RUNNING', 180_000, 'the send after the worker was killed');
}

/** The send jobs once none is running any more. */
const sendJobsSettled = () => until(() => world.jobsOf('crm-asks.send'), (jobs) => jobs.every((job) => job.state !== 'active'), 30_000, 'the send jobs');

describe('a worker killed in the middle of a send', () => {
  it("Raiser's Edge NXT: the new worker finishes the send, every donor with one custom field and one Mailing action", async () => {
    const appealId = await exportedAppeal('blackbaud', skyEnvironment);
    const hold = sky.holdWriteAnswers('/constituent/v1/', SKY_WRITES_ANSWERED);
    const ended = await sendKillingTheWorker(appealId, 'blackbaud', hold);
    expect(ended).toEqual({ status: 'DONE', written: DONORS, refused: 0, error: null });

    const { writes } = sky.environment(SKY_ENV);
    const marker = appealMarker(appealId);
    const ids = await mailedIds(appealId);
    expect(ids).toHaveLength(DONORS);
    for (const id of ids) {
      expect(writes.customFieldsOf(id).filter((field) => field.comment === marker)).toHaveLength(1);
      expect(writes.actionsOf(id).filter((action) => action.description?.startsWith(marker))).toHaveLength(1);
    }
    expect(writes.customFields.size).toBe(DONORS);
    expect(writes.actions.size).toBe(DONORS);
    // The killed attempt's job was retried once and completed (just after it finished the send).
    expect(await sendJobsSettled()).toEqual([{ state: 'completed', retryCount: 1 }]);
  }, 420_000);

  it('Virtuous: the new worker finishes the send, every donor with one Gift Ask', async () => {
    const appealId = await exportedAppeal('virtuous', virtuousAccount);
    const hold = virtuous.holdWriteAnswers('/api/GiftAsk', VIRTUOUS_WRITES_ANSWERED);
    const ended = await sendKillingTheWorker(appealId, 'virtuous', hold);
    expect(ended).toEqual({ status: 'DONE', written: DONORS, refused: 0, error: null });

    const marker = `${appealMarker(appealId)}:`;
    const ids = await mailedIds(appealId);
    expect(ids).toHaveLength(DONORS);
    for (const id of ids) expect(virtuous.giftAsks.byContact(Number(id))!.filter((ask) => ask.notes?.startsWith(marker))).toHaveLength(1);
    expect(virtuous.giftAsks.asks.size).toBe(DONORS);
    expect(await sendJobsSettled()).toEqual([
      { state: 'completed', retryCount: 1 },
      { state: 'completed', retryCount: 1 },
    ]);
  }, 420_000);
});
