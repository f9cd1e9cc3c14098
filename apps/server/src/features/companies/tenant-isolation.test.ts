import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { TestClient } from '../accounts/accounts.testing.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let a: CompanyWithUser;
let aStaff: CompanyWithUser;
let aPendingId: number;
let b: CompanyWithUser;
let intruder: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  a = await createCompanyWithUser(database.ownerDb, { companyName: 'Company A' });
  aStaff = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
  await database.ownerDb.updateTable('companyUsers').set({ companyId: a.companyId }).where('id', '=', aStaff.companyUserId).execute();
  const pending = await createCompanyWithUser(database.ownerDb, { isActive: null });
  await database.ownerDb.updateTable('companyUsers').set({ companyId: a.companyId }).where('id', '=', pending.companyUserId).execute();
  aPendingId = pending.companyUserId;
  b = await createCompanyWithUser(database.ownerDb, { companyName: 'Company B' });
  intruder = new TestClient(app.url, b.cookie);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function snapshotOfA() {
  const company = await database.ownerDb.selectFrom('companies').selectAll().where('id', '=', a.companyId).executeTakeFirstOrThrow();
  const users = await database.ownerDb.selectFrom('companyUsers').selectAll().where('companyId', '=', a.companyId).orderBy('id').execute();
  const people = await database.ownerDb.selectFrom('users').select(['id', 'firstName', 'userGroup', 'confirmed']).where('id', 'in', [a.userId, aStaff.userId]).orderBy('id').execute();
  return { company, users, people };
}

describe("a user of one company cannot read or change another company's data", () => {
  it('reads return only the caller company', async () => {
    const { getCompany } = await intruder.ok<{ getCompany: { id: string; name: string } }>('{ getCompany { id name } }');
    expect(getCompany).toEqual({ id: String(b.companyId), name: 'Company B' });
    const { getCompanyUsers } = await intruder.ok<{ getCompanyUsers: Array<{ email: string }> }>('{ getCompanyUsers { email } }');
    expect(getCompanyUsers.map((u) => u.email)).toEqual([b.email]);
    expect(await intruder.ok('query($id: ID!) { getCompanyUsersByUserId(userId: $id) { id } }', { id: a.userId })).toEqual({ getCompanyUsersByUserId: null });
    expect(await intruder.ok('{ getCompanyInvite { companyUserId } }')).toEqual({ getCompanyInvite: [] });
    expect(await intruder.ok('{ getCompanyTotalConstituents }')).toEqual({ getCompanyTotalConstituents: 0 });
  });

  it('every change addressed at the other company is refused and changes nothing', async () => {
    const before = await snapshotOfA();
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['mutation($id: ID!) { reInviteCompanyUser(companyUserId: $id) { id } }', { id: aPendingId }],
      ['mutation($id: ID!) { updateCompanyUser(userId: $id, roleId: 1) { id } }', { id: aStaff.userId }],
      ['mutation($id: ID!) { ActiveDeactiveCompanyUser(companyUserId: $id, active: false) { id } }', { id: aStaff.companyUserId }],
      ['mutation($id: ID!) { RemoveCognitoUser(userId: $id) }', { id: aStaff.userId }],
      ['mutation($id: ID!) { MakeUserOwner(companyUserId: $id) { statusCode } }', { id: aStaff.companyUserId }],
      ['mutation($u: String!) { AdminManuallyConfirmUser(username: $u) { statusCode } }', { u: aStaff.email }],
      ['mutation($id: ID!) { AuthPostSignUp(companyUserId: $id) }', { id: aPendingId }],
    ];
    for (const [query, variables] of attempts) {
      const error = await intruder.error(query, variables);
      expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'], `${query} -> ${error.message}`).toContain(error.code);
    }
    // Inviting A's user answers as any invitation does (issue 24, F11), and changes nothing of A.
    await intruder.ok('mutation($e: String!) { createCompanyUser(input: { email: $e, roleId: 1 }) { id } }', { e: aStaff.email });
    await intruder.ok(
      'mutation { updateCompany(input: { name: "Renamed B", address: "1 Road", city: "Town", state: "ST", zip: "12345" }) { id } }',
    );
    await intruder.ok('mutation { updateProfile(input: { firstName: "Eve", lastName: "B" }) }');
    await intruder.ok('mutation { HubspotCreateCompany }');
    expect(await snapshotOfA()).toEqual(before);
    expect((await database.ownerDb.selectFrom('companies').select('name').where('id', '=', b.companyId).executeTakeFirstOrThrow()).name).toBe('Renamed B');
  });

  it('a standard user of the same company cannot change the company or its users', async () => {
    const staff = new TestClient(app.url, aStaff.cookie);
    expect((await staff.ok<{ getCompany: { name: string } }>('{ getCompany { name } }')).getCompany.name).toBe('Company A');
    for (const query of [
      'mutation { updateCompany(input: { name: "N", address: "A", city: "C", state: "S", zip: "12345" }) { id } }',
      '{ getCompanyUsers { id } }',
      `mutation { MakeUserOwner(companyUserId: ${aStaff.companyUserId}) { statusCode } }`,
      `query { getCompanyUsersByUserId(userId: ${a.userId}) { id } }`,
    ]) {
      expect((await staff.error(query)).code).toBe('FORBIDDEN');
    }
  });
});

describe('company profile validation (section 5)', () => {
  const update = (input: Record<string, string>) =>
    new TestClient(app.url, a.cookie).error('mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }', {
      input: { name: 'N', address: 'A', city: 'C', state: 'S', zip: '12345', ...input },
    });

  it.each([
    [{ name: '' }, 'The company name is required.'],
    [{ name: 'x'.repeat(201) }, 'The company name should be less than 200 characters'],
    [{ address: '' }, 'The address is required.'],
    [{ address2: 'x'.repeat(201) }, 'The address 2 should be less than 200 characters'],
    [{ city: '' }, 'The city is required.'],
    [{ city: 'x'.repeat(51) }, 'The city should be less than 50 characters'],
    [{ state: 'x'.repeat(51) }, 'The state should be less than 50 characters'],
    [{ zip: '1234' }, 'Invalid Zip. e.g. A0B 8E7 or 12345 '],
    [{ phone: 'call me' }, 'Phone number is not valid.'],
  ])('%j -> %s', async (input, message) => {
    expect((await update(input)).message).toBe(message);
  });
});

describe('personal profile validation (section 5)', () => {
  const update = (input: Record<string, string>) =>
    new TestClient(app.url, b.cookie).raw('mutation($input: ProfileInput!) { updateProfile(input: $input) }', { input: { firstName: 'A', lastName: 'B', ...input } });

  it.each([
    [{ firstName: '' }, 'The first name is required.'],
    [{ lastName: '' }, 'The last name is required.'],
    [{ firstName: 'x'.repeat(257) }, 'The first name should be less than 256 characters'],
    [{ lastName: 'x'.repeat(257) }, 'The last name should be less than 256 characters'],
    [{ role: 'x'.repeat(257) }, 'The title should be less than 256 characters'],
    [{ phone: '+1 555-1234' }, 'Phone Number may contain only numbers.'],
    [{ phone: '+52 55512345678' }, 'Phone Number should be less than 10 characters.'],
  ])('%j -> %s', async (input, message) => {
    expect((await update(input)).errors?.[0]?.message).toBe(message);
  });

  it('keeps the prefix with the number', async () => {
    expect((await update({ phone: '+52 5551234567' })).data).toEqual({ updateProfile: true });
    expect((await database.ownerDb.selectFrom('users').select('phone').where('id', '=', b.userId).executeTakeFirstOrThrow()).phone).toBe('+52 5551234567');
  });
});
