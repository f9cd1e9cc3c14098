import { describe, expect, it } from 'vitest';
import { TestClient } from '../features/accounts/accounts.testing.ts';
import { buildAudience, buildEnvironment } from '../features/environments/environment.testing.ts';
import { createCompanyWithUser } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

const testApp = useTestApp();
const MIB = 1024 * 1024;

async function signedIn() {
  const who = await createCompanyWithUser(testApp.database.ownerDb);
  const environment = await buildEnvironment(testApp.database.ownerDb, who.companyId);
  const audience = await buildAudience(testApp.database.ownerDb, who.companyId, environment.id);
  const http = new TestClient(testApp.app.url, who.cookie);
  const { createAppeal } = await http.ok<{ createAppeal: { id: number } }>(
    'mutation ($env: Int!, $audience: Int) { createAppeal(name: "Limits", blackbaudOrganizationId: $env, audienceId: $audience, dataImportSourceId: 1) { id } }',
    { env: environment.id, audience: audience.id },
  );
  return { who, http, appealId: createAppeal.id, environment, audience };
}

const messageOf = (result: { errors?: Array<{ message: string }> }) => result.errors?.[0]?.message;

describe('input limits', () => {
  it('a NUL character in a search or a name is refused with a message that names the field', async () => {
    const { http, appealId } = await signedIn();
    expect(messageOf(await http.raw('query ($s: String) { getAppealHistory(input: { limit: 5, offset: 0, search: $s }) { quantity } }', { s: 'a\u0000b' }))).toBe(
      'Search may not contain a NUL character.',
    );
    expect(
      messageOf(await http.raw('query ($id: Int!, $s: String) { getAppealConstituentsByFilter(input: { appealId: $id, searchText: $s }) { rows { id } } }', { id: appealId, s: '\u0000' })),
    ).toBe('Search text may not contain a NUL character.');
    expect(messageOf(await http.raw('mutation ($id: Int!, $n: String) { updateAppeal(id: $id, name: $n) { id } }', { id: appealId, n: 'Spring\u0000' }))).toBe(
      'Name may not contain a NUL character.',
    );
  });

  it("an id such as '1e30' is refused as not valid, not as an unexpected error", async () => {
    const { http } = await signedIn();
    for (const userId of ['1e30', '-1', '1.5', '99999999999', 'abc']) {
      expect(messageOf(await http.raw('query ($id: ID!) { getCompanyUsersByUserId(userId: $id) { id } }', { id: userId }))).toBe('User id is not a valid id.');
    }
    expect(messageOf(await http.raw('mutation ($id: ID!) { RemoveCognitoUser(userId: $id) }', { id: '1e30' }))).toBe('User id is not a valid id.');
  });

  it('a 1 MiB name or column order is refused and nothing is stored', async () => {
    const { http, appealId } = await signedIn();
    const huge = 'x'.repeat(MIB);
    expect(messageOf(await http.raw('mutation ($id: Int!, $n: String) { updateAppeal(id: $id, name: $n) { id } }', { id: appealId, n: huge }))).toBe(
      'Name is too long (at most 1,000 characters).',
    );
    expect(messageOf(await http.raw('mutation ($id: Int!, $c: String) { updateAppeal(id: $id, columnOrderSettings: $c) { id } }', { id: appealId, c: huge }))).toBe(
      'Column order settings is too long (at most 100,000 characters).',
    );
    const appeal = await testApp.database.ownerDb.selectFrom('appeals').select(['name', 'columnOrderSettings']).where('id', '=', appealId).executeTakeFirstOrThrow();
    expect(appeal).toEqual({ name: 'Limits', columnOrderSettings: null });
    // Within the limits all is as before.
    const saved = await http.ok<{ updateAppeal: { name: string } }>('mutation ($id: Int!, $n: String) { updateAppeal(id: $id, name: $n) { name } }', { id: appealId, n: 'y'.repeat(200) });
    expect(saved.updateAppeal.name).toBe('y'.repeat(200));
  });
});
