import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { connectAccount, graphql, syncTag, tagsOf } from './virtuous-test-kit.testing.ts';

// The five pickers offer what the chosen tag's contacts gave to: the campaigns, communications and projects on
// their gifts, not the whole account's. A tag of one contact whose gifts reach part of the account's campaigns
// is synced against the fake; the expected lists are read from the fake's own gifts.

const PICKER_OPTIONS = `query ($id: Int!, $tagId: Int) {
  getVirtuousCampaigns(virtuousAccountId: $id, tagId: $tagId) { id vCampaignId campaignName }
  getVirtuousCommunications(virtuousAccountId: $id, tagId: $tagId) { id vCommunicationId vCampaignId communicationName }
  getVirtuousProjectsByTagId(virtuousAccountId: $id, tagId: $tagId) { id vProjectId projectName vProjectCode } }`;

type Options = {
  getVirtuousCampaigns: Array<{ vCampaignId: string; campaignName: string }>;
  getVirtuousCommunications: Array<{ vCommunicationId: string; vCampaignId: string }>;
  getVirtuousProjectsByTagId: Array<{ vProjectCode: string }>;
};

let fake: FakeVirtuous;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let accountId: number;
let contactId: number;

/** The campaigns, communications and projects of a contact's gifts, from the fake's dataset. */
function levelsOfContact(id: number) {
  const d = fake.dataset;
  const campaigns = new Set<string>();
  const communications = new Set<string>();
  const projects = new Set<string>();
  for (let giftId = 1; giftId <= d.giftIdLimit; giftId++) {
    if (d.contactOfGift(giftId) !== id) continue;
    const gift = d.gift(giftId)!;
    const segment = d.segments.find((s) => s.id === gift.segmentId)!;
    campaigns.add(String(segment.campaignId));
    communications.add(String(segment.communicationId));
    for (const designation of gift.giftDesignations) projects.add(designation.projectCode);
  }
  return { campaigns, communications, projects };
}

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 300, gifts: 1_500, seed: 44, tags: [{ name: 'Spring Appeal 2026', share: 0.5 }, { name: 'Board Members', share: 0 }] } });
  // The tag's only contact: the first whose gifts reach fewer campaigns than the account has.
  for (let id = 1; id <= fake.dataset.contactCount; id++) {
    const levels = levelsOfContact(id);
    if (levels.communications.size >= 2 && levels.campaigns.size < fake.dataset.campaigns.length) {
      contactId = id;
      break;
    }
  }
  fake.dataset.updateContact(contactId, { tags: ['Board Members'] });
  database = await createTestDatabase();
  app = await startTestApp(database, { VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: Buffer.alloc(32, 5).toString('base64') });
  admin = await createCompanyWithUser(database.ownerDb);
  accountId = await connectAccount(app.url, admin, fake);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await fake?.close();
});

const optionsOf = async (who: CompanyWithUser, tagId: number | null) => {
  const answer = await graphql<Options>(app.url, who, PICKER_OPTIONS, { id: accountId, tagId });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

describe('the pickers of a tag', () => {
  it("offer only the campaigns, communications and projects of the tag's contacts' gifts", async () => {
    const tag = (await tagsOf(app.url, admin, accountId)).find((t) => t.tagName === 'Board Members')!;
    expect(await syncTag(app.url, admin, accountId, tag.id)).toMatchObject({ status: 'DONE' });
    const expected = levelsOfContact(contactId);
    const options = await optionsOf(admin, tag.id);
    expect(new Set(options.getVirtuousCampaigns.map((c) => c.vCampaignId))).toEqual(expected.campaigns);
    expect(new Set(options.getVirtuousCommunications.map((c) => c.vCommunicationId))).toEqual(expected.communications);
    expect(new Set(options.getVirtuousProjectsByTagId.map((p) => p.vProjectCode))).toEqual(expected.projects);
    // Each communication offered sits under an offered campaign (the picker nests them).
    const campaignIds = new Set(options.getVirtuousCampaigns.map((c) => c.vCampaignId));
    expect(options.getVirtuousCommunications.every((c) => campaignIds.has(c.vCampaignId))).toBe(true);
    // The account has more: the tag's lists are a part of it.
    expect(options.getVirtuousCampaigns.length).toBeLessThan(fake.dataset.campaigns.length);
    expect(options.getVirtuousCommunications.length).toBeLessThan(fake.dataset.communications.length);
  });

  it('offer the whole account without a tag', async () => {
    const options = await optionsOf(admin, null);
    expect(options.getVirtuousCampaigns).toHaveLength(fake.dataset.campaigns.length);
    expect(options.getVirtuousCommunications).toHaveLength(fake.dataset.communications.length);
    expect(options.getVirtuousProjectsByTagId).toHaveLength(fake.dataset.projects.length);
  });

  it("offer another company nothing of the account's tag", async () => {
    const other = await createCompanyWithUser(database.ownerDb);
    const tag = (await tagsOf(app.url, admin, accountId)).find((t) => t.tagName === 'Board Members')!;
    expect(await optionsOf(other, tag.id)).toEqual({ getVirtuousCampaigns: [], getVirtuousCommunications: [], getVirtuousProjectsByTagId: [] });
  });
});
