import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { ACCOUNTS, connectAccount, DELETE, EXCHANGE, fakeTagContacts, graphql, INGEST, signInToken, STATUS, syncTag, tagsOf, type Result } from './virtuous-test-kit.testing.ts';

// An administrator connects a Virtuous account against the fake, syncs a tag (two pages of contacts, several
// of gifts), maps an appeal with the five pickers with passthrough gifts off and on (each section's sum
// checked against a sum over the fake's own gifts), re-syncs and removes it; another company can use none of it.

let fake: FakeVirtuous;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let accountId: number;
let tagId: number;
let appealId: number;
const VTAG = 1;

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 2_500, gifts: 12_000, seed: 21, passthroughShare: 0.15 } });
  database = await createTestDatabase();
  app = await startTestApp(database, { VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: Buffer.alloc(32, 9).toString('base64') });
  admin = await createCompanyWithUser(database.ownerDb);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await fake?.close();
});

const ask = <T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) => graphql<T>(app.url, who, query, variables);

describe('connecting a Virtuous account', () => {
  it('stores an API key account with its tags and organisation total', async () => {
    accountId = await connectAccount(app.url, admin, fake);
    const accounts = (await ask<{ listLinkedVirtuousAccounts: Array<Record<string, unknown>> }>(admin, ACCOUNTS)).data!.listLinkedVirtuousAccounts;
    expect(accounts).toEqual([expect.objectContaining({ id: accountId, companyId: admin.companyId, organizationName: 'Hope Relief (Virtuous)', totalConstituents: 2_500, isLocked: 0, totalTags: 2, needsReauthentication: false })]);
    const tags = await tagsOf(app.url, admin, accountId);
    expect(tags.map((t) => [t.vTagId, t.tagName, t.ccpIngested])).toEqual([['2', 'Major Donor', 0], ['1', 'Spring Appeal 2026', 0]]);
    tagId = tags.find((t) => t.vTagId === String(VTAG))!.id;
    const sealed = await database.ownerDb.selectFrom('virtuousConnections').select('sealedCredentials').where('environmentId', '=', accountId).executeTakeFirstOrThrow();
    expect(sealed.sealedCredentials).not.toContain(fake.apiKey);
  });

  it('asks for the one-time code of the token grant, reconnects with it, and refuses a wrong key or a second copy', async () => {
    expect(await signInToken(app.url, admin, { email: fake.user.email, password: fake.user.password })).toMatchObject({ statusCode: 202, error: 'otp_required' });
    const withCode = await signInToken(app.url, admin, { email: fake.user.email, password: fake.user.password, otp: fake.user.otp });
    expect(withCode.statusCode).toBe(200);
    const reconnect = (await ask<{ ExchangeVirtuousToken: Result }>(admin, EXCHANGE, { token: withCode.result, isReconnect: true, id: accountId })).data!.ExchangeVirtuousToken;
    expect(reconnect).toMatchObject({ statusCode: 200, error: null });
    expect(await signInToken(app.url, admin, { apiKey: 'not-a-key' })).toMatchObject({ statusCode: 401, error: 'Unauthoized' });
    const again = await signInToken(app.url, admin, { apiKey: fake.apiKey });
    expect((await ask<{ ExchangeVirtuousToken: Result }>(admin, EXCHANGE, { token: again.result, isReconnect: false })).data!.ExchangeVirtuousToken).toMatchObject({ statusCode: 400, error: 'environment_alreadyexists' });
  });
});

describe('syncing a tag', () => {
  it("writes the tag's contacts and their gifts once, paging by skip and take", async () => {
    const done = await syncTag(app.url, admin, accountId, tagId);
    expect(done).toMatchObject({ status: 'DONE', errorMessage: null });
    const contacts = fakeTagContacts(fake, VTAG);
    expect(contacts.size).toBeGreaterThan(1000);
    const contactPages = fake.requests.filter((r) => r.path.startsWith('/api/Contact/Query/FullContact'));
    expect(contactPages.map((r) => new URL(r.path, fake.url).searchParams.get('skip'))).toEqual(['0', '1000']);
    let expectedGifts = 0;
    for (let id = 1; id <= fake.dataset.giftIdLimit; id++) if (contacts.has(fake.dataset.contactOfGift(id))) expectedGifts += 1;
    const stored = await sql<{ constituents: number; gifts: number; distinctGifts: number; members: number }>`
      select (select count(*)::int from constituents where environment_id = ${accountId}) as constituents,
        (select count(*)::int from gifts where environment_id = ${accountId}) as gifts,
        (select count(distinct external_id)::int from gifts where environment_id = ${accountId}) as distinct_gifts,
        (select count(*)::int from audience_members where audience_id = ${tagId}) as members`.execute(database.ownerDb);
    expect(stored.rows[0]).toEqual({ constituents: contacts.size, gifts: expectedGifts, distinctGifts: expectedGifts, members: contacts.size });
    const sample = fake.dataset.contact([...contacts][0]!)!;
    const row = await database.ownerDb.selectFrom('constituents').select(['contactName', 'informalName', 'zip']).where('environmentId', '=', accountId).where('externalId', '=', String(sample.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ contactName: sample.name, informalName: sample.informalName, zip: sample.address.postal });
    expect((await tagsOf(app.url, admin, accountId)).find((t) => t.id === tagId)).toMatchObject({ ccpIngested: 1, totalContacts: contacts.size });
  });

  it('offers campaigns, communications and the projects of the tag to the pickers', async () => {
    const campaigns = (await ask<{ getVirtuousCampaigns: Array<{ vCampaignId: string; campaignName: string }> }>(admin, `query ($id: Int!) { getVirtuousCampaigns(virtuousAccountId: $id) { id vCampaignId campaignName } }`, { id: accountId })).data!.getVirtuousCampaigns;
    expect(campaigns.map((c) => c.campaignName)).toEqual(['Annual Fund', 'Clean Water Capital Campaign', 'Spring Gala']);
    const communications = (await ask<{ getVirtuousCommunications: Array<{ vCampaignId: string }> }>(admin, `query ($id: Int!) { getVirtuousCommunications(virtuousAccountId: $id) { id vCommunicationId vCampaignId communicationName } }`, { id: accountId })).data!.getVirtuousCommunications;
    expect(communications).toHaveLength(fake.dataset.communications.length);
    const projects = (await ask<{ getVirtuousProjectsByTagId: Array<{ projectName: string; vProjectCode: string }> }>(admin, `query ($id: Int!, $tagId: Int) { getVirtuousProjectsByTagId(virtuousAccountId: $id, tagId: $tagId) { id vProjectId projectName vProjectCode } }`, { id: accountId, tagId })).data!.getVirtuousProjectsByTagId;
    expect(projects.map((p) => p.vProjectCode).sort()).toEqual(['CHILD', 'GEN', 'RELIEF', 'WELLS']);
  });
});

type Pick5 = { Type: 'Campaign' | 'Communication' | 'Project'; Id: number };

describe('mapping a Virtuous appeal', () => {
  const year = new Date().getFullYear();
  const internalId = async (table: 'fundraisingCampaigns' | 'fundraisingAppeals' | 'fundraisingFunds', externalId: number) =>
    (await database.ownerDb.selectFrom(table).select('id').where('environmentId', '=', accountId).where('externalId', '=', String(externalId)).executeTakeFirstOrThrow()).id;

  /** Each section's sum per contact, computed over the fake's gifts and designations only. */
  function independentSums(sections: Array<{ match: (segment: { campaignId: number; communicationId: number }, projectId: number) => boolean; year: number | null }>, includePassthrough: boolean) {
    const contacts = fakeTagContacts(fake, VTAG);
    const sums = new Map<string, number[]>();
    for (let id = 1; id <= fake.dataset.giftIdLimit; id++) {
      const gift = fake.dataset.gift(id)!;
      if (!contacts.has(gift.contactId) || (gift.contactPassthroughId !== null && !includePassthrough)) continue;
      const segment = fake.dataset.segments.find((s) => s.id === gift.segmentId)!;
      const row = sums.get(String(gift.contactId)) ?? [0, 0, 0, 0, 0];
      sections.forEach((section, i) => {
        if (section.year !== null && Number(gift.giftDate.slice(0, 4)) !== section.year) return;
        for (const d of gift.giftDesignations) if (section.match(segment, d.projectId)) row[i] = row[i]! + Math.round(d.amountDesignated * 100);
      });
      sums.set(String(gift.contactId), row);
    }
    return sums;
  }

  async function mapAndRead(includePassthrough: boolean, picks: Pick5[]) {
    const extra = JSON.stringify({ appealId, TagId: tagId, IncludePassthrough: includePassthrough, LastYear: picks[0], SecondYear: picks[1], ThirdYear: picks[2], Capital: picks[3], SpecialEvent: picks[4] });
    const answer = (await ask<{ VirtuousIngestion: Result }>(admin, INGEST, { id: accountId, type: 'MAP_APPEAL', extra })).data!.VirtuousIngestion;
    expect(answer).toMatchObject({ statusCode: 200, error: null });
    await expect
      .poll(async () => (await database.ownerDb.selectFrom('appealStatuses').select('mapAppealStatus').where('appealId', '=', appealId).executeTakeFirst())?.mapAppealStatus, { timeout: 60_000, interval: 200 })
      .toBe('DONE');
    const rows = await database.ownerDb
      .selectFrom('appealConstituents')
      .select(['externalId', 'contactName', 'addressee', 'appealGiftLastYear', 'appealGiftTwoYearsAgo', 'appealGiftThreeYearsAgo', 'campaignGift', 'specialEventGift'])
      .where('appealId', '=', appealId)
      .execute();
    return new Map(rows.map((r) => [r.externalId!, r]));
  }

  for (const includePassthrough of [false, true]) {
    it(`sums each picker's gifts as the fake's own gifts do (passthrough ${includePassthrough ? 'on' : 'off'})`, async () => {
      if (!appealId) {
        const created = await ask<{ createAppeal: { id: number } }>(admin, `mutation ($env: Int!, $tag: Int!) { createAppeal(blackbaudOrganizationId: $env, audienceId: $tag, name: "Spring Virtuous", dataImportSourceId: 3, step: "mapping_appeal") { id } }`, { env: accountId, tag: tagId });
        expect(created.errors).toBeUndefined();
        appealId = created.data!.createAppeal.id;
      }
      const annualFund = fake.dataset.communications.find((c) => c.name === `Annual Fund Mailing ${year - 1}`)!;
      const picks: Pick5[] = [
        { Type: 'Communication', Id: await internalId('fundraisingAppeals', annualFund.communicationId) },
        { Type: 'Campaign', Id: await internalId('fundraisingCampaigns', 1) },
        { Type: 'Project', Id: await internalId('fundraisingFunds', 2) },
        { Type: 'Campaign', Id: await internalId('fundraisingCampaigns', 2) },
        { Type: 'Campaign', Id: await internalId('fundraisingCampaigns', 3) },
      ];
      const mapped = await mapAndRead(includePassthrough, picks);
      const expected = independentSums(
        [
          { match: (s) => s.communicationId === annualFund.communicationId, year: year - 1 },
          { match: (s) => s.campaignId === 1, year: year - 2 },
          { match: (_s, project) => project === 2, year: year - 3 },
          { match: (s) => s.campaignId === 2, year: null },
          { match: (s) => s.campaignId === 3, year: null },
        ],
        includePassthrough,
      );
      expect(mapped.size).toBe(fakeTagContacts(fake, VTAG).size);
      let nonZero = 0;
      const addressedBy = { preferred: 0, formal: 0, name: 0 };
      for (const [externalId, row] of mapped) {
        const want = expected.get(externalId) ?? [0, 0, 0, 0, 0];
        expect([row.appealGiftLastYear, row.appealGiftTwoYearsAgo, row.appealGiftThreeYearsAgo, row.campaignGift, row.specialEventGift], externalId).toEqual(want);
        if (want.some((v) => v > 0)) nonZero += 1;
        expect(row.contactName).toBe(fake.dataset.contact(Number(externalId))!.name);
        // The export's Addressee column reads this: the contact's preferred addressee name, else its formal name, else its name.
        const contact = fake.dataset.contact(Number(externalId))!;
        expect(row.addressee, externalId).toBe(contact.preferredAddresseeName ?? contact.formalContactName ?? contact.name);
        addressedBy[contact.preferredAddresseeName ? 'preferred' : contact.formalContactName ? 'formal' : 'name'] += 1;
      }
      expect(nonZero).toBeGreaterThan(100);
      expect(Object.values(addressedBy).every((n) => n > 10), JSON.stringify(addressedBy)).toBe(true);
      const selections = (await ask<{ getVirtuousAppealMappingSelections: { includePassthrough: boolean; selections: string } }>(admin, `query ($id: Int!) { getVirtuousAppealMappingSelections(appealId: $id) { appealId tagId includePassthrough selections } }`, { id: appealId })).data!.getVirtuousAppealMappingSelections;
      expect(selections.includePassthrough).toBe(includePassthrough);
      expect(JSON.parse(selections.selections)).toMatchObject({ LastYear: picks[0], SpecialEvent: picks[4] });
    });
  }
});

describe('another company', () => {
  it('can neither see nor use the account, its tags, pickers, syncs, mapping or credentials', async () => {
    const other = await createCompanyWithUser(database.ownerDb);
    expect((await ask<{ listLinkedVirtuousAccounts: unknown[] }>(other, ACCOUNTS)).data!.listLinkedVirtuousAccounts).toEqual([]);
    expect(await tagsOf(app.url, other, accountId)).toEqual([]);
    for (const field of ['getVirtuousCampaigns', 'getVirtuousCommunications', 'getVirtuousProjectsByTagId']) {
      const answer = await ask<Record<string, unknown[]>>(other, `query ($id: Int!) { ${field}(virtuousAccountId: $id) { id } }`, { id: accountId });
      expect(answer.data![field], field).toEqual([]);
    }
    expect((await ask<{ getVirtuousIngestionStatus: unknown }>(other, STATUS, { id: accountId, tagId })).data!.getVirtuousIngestionStatus).toBeNull();
    expect((await ask<{ getVirtuousAppealMappingSelections: unknown }>(other, `query ($id: Int!) { getVirtuousAppealMappingSelections(appealId: $id) { appealId } }`, { id: appealId })).data!.getVirtuousAppealMappingSelections).toBeNull();
    for (const type of ['TAG', 'TAGS']) {
      expect((await ask<{ VirtuousIngestion: Result }>(other, INGEST, { id: accountId, type, tagId })).data!.VirtuousIngestion.statusCode, type).toBe(404);
    }
    const extra = JSON.stringify({ appealId, TagId: tagId, IncludePassthrough: true, LastYear: null, SecondYear: null, ThirdYear: null, Capital: null, SpecialEvent: null });
    expect((await ask<{ VirtuousIngestion: Result }>(other, INGEST, { id: accountId, type: 'MAP_APPEAL', extra })).data!.VirtuousIngestion.statusCode).toBe(404);
    expect((await ask<{ deleteCompanyToVirtuousAccount: Result }>(other, DELETE, { id: accountId })).data!.deleteCompanyToVirtuousAccount.statusCode).toBe(404);
    // The first company's tokens are bound to it: another administrator cannot replay them.
    const claims = (await ask<{ getVirtuousClaimsToken: string }>(admin, `query { getVirtuousClaimsToken }`)).data!.getVirtuousClaimsToken;
    const replayedClaims = await ask<{ VirtuousSignIn: Result }>(other, `mutation ($c: String!, $k: String) { VirtuousSignIn(claimsToken: $c, organizationName: "Mine", apiKey: $k) { statusCode error result } }`, { c: claims, k: fake.apiKey });
    expect(replayedClaims.data!.VirtuousSignIn).toMatchObject({ statusCode: 401, error: 'Unauthoized', result: null });
    const token = (await signInToken(app.url, admin, { apiKey: fake.apiKey })).result;
    for (const variables of [{ token, isReconnect: false }, { token, isReconnect: true, id: accountId }]) {
      expect((await ask<{ ExchangeVirtuousToken: Result }>(other, EXCHANGE, variables)).data!.ExchangeVirtuousToken).toMatchObject({ statusCode: 401, error: 'Unauthoized' });
    }
    const standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
    expect((await ask<unknown>(standard, `query { getVirtuousClaimsToken }`)).errors?.length).toBeGreaterThan(0);
    expect((await database.ownerDb.selectFrom('environments').select('id').where('id', '=', accountId).executeTakeFirst())?.id).toBe(accountId);
  });
});

describe('re-syncing and removing', () => {
  it('re-syncs the tag without duplicates and without the gifts deleted in Virtuous, re-reads the tag list, then removes the account with its donors', async () => {
    const before = await sql<{ gifts: number }>`select count(*)::int as gifts from gifts where environment_id = ${accountId}`.execute(database.ownerDb);
    const contacts = fakeTagContacts(fake, VTAG);
    const deleted = [...Array(fake.dataset.giftIdLimit).keys()].map((i) => i + 1).filter((id) => contacts.has(fake.dataset.contactOfGift(id))).slice(0, 2);
    for (const id of deleted) fake.dataset.deleteGift(id);
    expect(await syncTag(app.url, admin, accountId, tagId)).toMatchObject({ status: 'DONE' });
    const after = await sql<{ gifts: number; distinctGifts: number }>`
      select count(*)::int as gifts, count(distinct external_id)::int as distinct_gifts from gifts where environment_id = ${accountId}`.execute(database.ownerDb);
    expect(after.rows[0]).toEqual({ gifts: before.rows[0]!.gifts - 2, distinctGifts: before.rows[0]!.gifts - 2 });
    const kept = await database.ownerDb.selectFrom('gifts').select('externalId').where('environmentId', '=', accountId).where('externalId', 'in', deleted.map(String)).execute();
    expect(kept).toEqual([]);
    expect((await ask<{ VirtuousIngestion: Result }>(admin, INGEST, { id: accountId, type: 'TAGS' })).data!.VirtuousIngestion).toMatchObject({ statusCode: 200, error: null });
    expect((await ask<{ deleteCompanyToVirtuousAccount: Result }>(admin, DELETE, { id: accountId })).data!.deleteCompanyToVirtuousAccount).toMatchObject({ statusCode: 200, error: null });
    expect((await ask<{ listLinkedVirtuousAccounts: unknown[] }>(admin, ACCOUNTS)).data!.listLinkedVirtuousAccounts).toEqual([]);
    const left = await sql<{ n: number }>`select count(*)::int as n from constituents where environment_id = ${accountId}`.execute(database.ownerDb);
    expect(left.rows[0]!.n).toBe(0);
  });
});
