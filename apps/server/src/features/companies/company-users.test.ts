import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { latestMail, linkIn, ME, TestClient } from '../accounts/accounts.testing.ts';

const testApp = useTestApp();
beforeEach(() => testApp.database.ownerDb.deleteFrom('authThrottle').execute());

const INVITE =
  'mutation($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { id userId email roleId active owner expirationCodeDate } }';
const USERS = '{ getCompanyUsers { id userId userName email role roleId owner active expirationCodeDate } }';
const CONFIRM = 'mutation($username: String!, $code: String!) { confirmSignUp(username: $username, code: $code) }';
const INVITES = '{ getCompanyInvite { companyUserId companyName roleId } }';
const ACCEPT = 'mutation($id: ID!) { AuthPostSignUp(companyUserId: $id) }';

type Invited = { createCompanyUser: { id: string; userId: string; email: string; active: boolean | null; expirationCodeDate: string } };

async function adminWithCompany() {
  const admin = await createCompanyWithUser(testApp.database.ownerDb);
  await testApp.database.ownerDb.updateTable('companyUsers').set({ isOwner: true }).where('id', '=', admin.companyUserId).execute();
  return { ...admin, client: new TestClient(testApp.app.url, admin.cookie) };
}

/** An invited person follows the link, sets a password and accepts the invitation in onboarding. */
async function acceptInvitation(email: string) {
  const link = linkIn((await latestMail(testApp.database.db, email)).textBody);
  const browser = new TestClient(testApp.app.url);
  expect(await browser.ok(CONFIRM, { username: email, code: link.searchParams.get('code') })).toEqual({ confirmSignUp: 'confirmed' });
  await browser.ok('mutation { setPassword(password: "Invited-Pass-55") }');
  const { getCompanyInvite } = await browser.ok<{ getCompanyInvite: Array<{ companyUserId: string }> }>(INVITES);
  await browser.ok(ACCEPT, { id: getCompanyInvite[0]!.companyUserId });
  return browser;
}

describe('users and invitations', () => {
  it('an administrator invites a standard user who accepts and joins the company', async () => {
    const { client } = await adminWithCompany();
    const { createCompanyUser } = await client.ok<Invited>(INVITE, {
      input: { email: 'New.Staff@example.org', firstName: 'Nia', lastName: 'Staff', roleId: 2 },
    });
    expect(createCompanyUser).toMatchObject({ email: 'new.staff@example.org', active: null });
    expect(new Date(createCompanyUser.expirationCodeDate).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const mail = await latestMail(testApp.database.db, 'new.staff@example.org');
    expect(mail.subject).toContain('invited you to');
    expect(mail.textBody).toContain('Accept invitation');

    const staff = await acceptInvitation('new.staff@example.org');
    const me = (await staff.ok<{ me: { userGroup: string; isAdministrator: boolean; company: { roleId: number } } }>(ME)).me;
    expect(me).toMatchObject({ userGroup: 'STANDARD', isAdministrator: false, company: { roleId: 2 } });
    expect((await staff.error(USERS)).code).toBe('FORBIDDEN');
    expect((await staff.error(INVITE, { input: { email: 'x@example.org', roleId: 2 } })).code).toBe('FORBIDDEN');
    const { getCompanyUsers } = await client.ok<{ getCompanyUsers: Array<{ email: string; active: boolean; userName: string }> }>(USERS);
    expect(getCompanyUsers.find((u) => u.email === 'new.staff@example.org')).toMatchObject({ active: true, userName: 'Nia Staff' });
  });

  it('an invitation link is single use and expires after 24 hours; an expired invitation can be sent again', async () => {
    const { client } = await adminWithCompany();
    const { createCompanyUser } = await client.ok<Invited>(INVITE, { input: { email: 'late@example.org', roleId: 2 } });
    const firstLink = linkIn((await latestMail(testApp.database.db, 'late@example.org')).textBody);
    await testApp.database.ownerDb
      .updateTable('authLinks')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .execute();
    await testApp.database.ownerDb
      .updateTable('companyUsers')
      .set({ expirationCodeDate: sql`now() - interval '1 second'` })
      .where('id', '=', Number(createCompanyUser.id))
      .execute();
    expect(
      (await new TestClient(testApp.app.url).error(CONFIRM, { username: 'late@example.org', code: firstLink.searchParams.get('code') }))
        .code,
    ).toBe('LINK_INVALID');

    await client.ok('mutation($id: ID!) { reInviteCompanyUser(companyUserId: $id) { id } }', { id: createCompanyUser.id });
    const secondLink = linkIn((await latestMail(testApp.database.db, 'late@example.org')).textBody);
    expect(secondLink.searchParams.get('code')).not.toBe(firstLink.searchParams.get('code'));
    await acceptInvitation('late@example.org');
    expect(
      (await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'late@example.org', code: secondLink.searchParams.get('code') }))
        .confirmSignUp,
    ).toBe('already_confirmed');
  });

  it('a deactivated user is signed out at once and told "User is inactive."; activating lets them back in', async () => {
    const { client, companyId } = await adminWithCompany();
    const staff = await createCompanyWithUser(testApp.database.ownerDb, { group: 'STANDARD', roleId: 2 });
    await testApp.database.ownerDb.updateTable('companyUsers').set({ companyId }).where('id', '=', staff.companyUserId).execute();
    const browser = new TestClient(testApp.app.url, staff.cookie);
    expect((await browser.ok<{ getCompany: { id: string } }>('{ getCompany { id } }')).getCompany.id).toBe(String(companyId));

    await client.ok('mutation($id: ID!) { ActiveDeactiveCompanyUser(companyUserId: $id, active: false) { active } }', {
      id: staff.companyUserId,
    });
    expect(await browser.error('{ getCompany { id } }')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await new TestClient(testApp.app.url, staff.cookie).error(ME)).toEqual({ message: 'User is inactive.', code: 'USER_INACTIVE' });
    const { getCompanyUsers } = await client.ok<{ getCompanyUsers: Array<{ id: string; active: boolean }> }>(USERS);
    expect(getCompanyUsers.find((u) => u.id === String(staff.companyUserId))?.active).toBe(false);
    await client.ok('mutation($id: ID!) { ActiveDeactiveCompanyUser(companyUserId: $id, active: true) { active } }', {
      id: staff.companyUserId,
    });
  });

  it('delete, make owner, change role and confirm: the owner and oneself are out of reach', async () => {
    const admin = await adminWithCompany();
    const invite = async (email: string, roleId = 2) =>
      (await admin.client.ok<Invited>(INVITE, { input: { email, roleId } })).createCompanyUser;

    const gone = await invite('gone@example.org');
    const goneSession = new TestClient(testApp.app.url);
    await goneSession.ok(CONFIRM, {
      username: 'gone@example.org',
      code: linkIn((await latestMail(testApp.database.db, 'gone@example.org')).textBody).searchParams.get('code'),
    });
    expect(await admin.client.ok('mutation($id: ID!) { RemoveCognitoUser(userId: $id) }', { id: gone.userId })).toEqual({
      RemoveCognitoUser: true,
    });
    expect((await goneSession.ok<{ me: unknown }>(ME)).me).toBeNull();
    expect(await testApp.database.ownerDb.selectFrom('users').select('id').where('email', '=', 'gone@example.org').execute()).toEqual([]);

    const pending = await invite('pending@example.org');
    expect(
      (await admin.client.error('mutation($id: ID!) { MakeUserOwner(companyUserId: $id) { statusCode } }', { id: pending.id })).message,
    ).toBe('Only an active user can become the owner.');
    expect(
      await admin.client.ok('mutation($u: String!) { AdminManuallyConfirmUser(username: $u) { statusCode } }', {
        u: 'pending@example.org',
      }),
    ).toEqual({ AdminManuallyConfirmUser: { statusCode: 200 } });
    await admin.client.ok('mutation($id: ID!) { updateCompanyUser(userId: $id, roleId: 1) { roleId } }', { id: pending.userId });
    expect(
      (
        await testApp.database.ownerDb
          .selectFrom('users')
          .select('userGroup')
          .where('email', '=', 'pending@example.org') // an invitation's userId names the invitation, not the account
          .executeTakeFirstOrThrow()
      ).userGroup,
    ).toBe('ADMIN');
    expect(await admin.client.ok('mutation($id: ID!) { MakeUserOwner(companyUserId: $id) { statusCode } }', { id: pending.id })).toEqual({
      MakeUserOwner: { statusCode: 200 },
    });

    const { getCompanyUsers } = await admin.client.ok<{ getCompanyUsers: Array<{ id: string; owner: boolean; active: boolean }> }>(USERS);
    expect(getCompanyUsers.filter((u) => u.owner).map((u) => u.id)).toEqual([pending.id]);
    expect((await admin.client.error('mutation($id: ID!) { RemoveCognitoUser(userId: $id) }', { id: pending.userId })).message).toBe(
      'The owner cannot be changed.',
    );
    expect(
      (
        await admin.client.error('mutation($id: ID!) { ActiveDeactiveCompanyUser(companyUserId: $id, active: false) { id } }', {
          id: admin.companyUserId,
        })
      ).message,
    ).toBe('You cannot change your own account here.');
    const audit = await testApp.database.ownerDb
      .selectFrom('auditEvents')
      .select('event')
      .where('companyId', '=', admin.companyId)
      .execute();
    expect(audit.map((a) => a.event)).toEqual(
      expect.arrayContaining(['user.invited', 'user.deleted', 'user.confirmed_by_admin', 'user.role_changed', 'user.owner_changed']),
    );
  });

  it('createCompanyUser answers the same for an unregistered address and a registered one, who is told by e-mail (issue 24, F11)', async () => {
    const { client } = await adminWithCompany();
    const elsewhere = await createCompanyWithUser(testApp.database.ownerDb);
    const solo = new TestClient(testApp.app.url);
    await solo.ok('mutation { signUp(email: "solo@example.org", password: "Solo-Pass-2026") }');
    await solo.ok(CONFIRM, { username: 'solo@example.org', code: linkIn((await latestMail(testApp.database.db, 'solo@example.org')).textBody).searchParams.get('code') });

    const FIELDS = 'id userId userName firstName lastName email role roleId owner active confirmed createdAt expirationCodeDate';
    const answer = async (email: string) => {
      const result = await client.raw(`mutation($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${FIELDS} } }`, {
        input: { email, firstName: 'Al', lastName: 'Else', roleId: 2 },
      });
      return JSON.stringify(result)
        .replaceAll(email, '<email>')
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
        .replace(/\d+/g, '<n>');
    };
    const unregistered = await answer('nobody.yet@example.org');
    expect(unregistered).toContain('"userName":"Al Else"');
    expect(await answer(elsewhere.email)).toBe(unregistered);
    expect(await answer('solo@example.org')).toBe(unregistered);

    // Nor does the list tell them apart: an invitation shows what the administrator typed, until accepted.
    const { getCompanyUsers } = await client.ok<{ getCompanyUsers: Array<Record<string, unknown>> }>(
      `{ getCompanyUsers { ${FIELDS} } }`,
    );
    const rows = getCompanyUsers.filter((u) => u.active === null).map(({ id, userId, email, createdAt, expirationCodeDate, ...rest }) => {
      expect(String(userId)).not.toBe(String(elsewhere.userId));
      return [String(userId).replace(/\d+/g, '<n>'), rest, Boolean(id && email && createdAt && expirationCodeDate)];
    });
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[2]).toEqual(rows[0]);

    const notice = await latestMail(testApp.database.db, elsewhere.email);
    expect(notice.subject).toContain('invited you to');
    expect(notice.textBody).toContain('already belongs to another company');
    expect((await latestMail(testApp.database.db, 'solo@example.org')).textBody).toContain('Accept invitation');
  });

  it('an invitation to a user of another company never reaches into their account', async () => {
    const { client } = await adminWithCompany();
    const elsewhere = await createCompanyWithUser(testApp.database.ownerDb, { roleId: 1, group: 'ADMIN' });
    const { createCompanyUser } = await client.ok<Invited>(INVITE, { input: { email: elsewhere.email, roleId: 2 } });
    const session = new TestClient(testApp.app.url, elsewhere.cookie);

    await client.ok('mutation($id: ID!) { updateCompanyUser(userId: $id, roleId: 2) { roleId } }', { id: createCompanyUser.userId });
    expect((await client.error('mutation($id: ID!) { ActiveDeactiveCompanyUser(companyUserId: $id, active: false) { id } }', { id: createCompanyUser.id })).message).toBe(
      'Only an accepted invitation can be activated or deactivated.',
    );
    expect((await client.error('mutation($u: String!) { AdminManuallyConfirmUser(username: $u) { statusCode } }', { u: elsewhere.email })).message).toBe(
      'Only the person can accept this invitation.',
    );
    expect((await session.ok<{ me: { isAdministrator: boolean } }>(ME)).me.isAdministrator).toBe(true);
    await client.ok('mutation($id: ID!) { RemoveCognitoUser(userId: $id) }', { id: createCompanyUser.userId });
    expect((await session.ok<{ me: { email: string; isAdministrator: boolean } }>(ME)).me).toMatchObject({ email: elsewhere.email, isAdministrator: true });
    expect((await session.ok<{ getCompanyInvite: unknown[] }>(INVITES)).getCompanyInvite).toEqual([]);
  });

  it('parallel createCompany calls of one user make one company', async () => {
    const browser = new TestClient(testApp.app.url);
    await browser.ok('mutation { signUp(email: "racer@example.org", password: "Racer-Pass-77") }');
    await browser.ok(CONFIRM, { username: 'racer@example.org', code: linkIn((await latestMail(testApp.database.db, 'racer@example.org')).textBody).searchParams.get('code') });
    const create = (n: number) => browser.raw(`mutation { createCompany(input: { name: "Racing ${n}", industry: "Diocese" }) { id } }`);
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(create));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(new Set(results.filter((r) => r.errors).map((r) => r.errors![0]!.message))).toEqual(new Set(['You already belong to a company.']));
    const user = await testApp.database.ownerDb.selectFrom('users').select('id').where('email', '=', 'racer@example.org').executeTakeFirstOrThrow();
    expect(await testApp.database.ownerDb.selectFrom('companyUsers').select('companyId').where('userId', '=', user.id).execute()).toHaveLength(1);
    expect(await testApp.database.ownerDb.selectFrom('companies').select('id').where('name', 'like', 'Racing %').execute()).toHaveLength(1);
  });

  it('onboarding: a new user creates a company and becomes its owner', async () => {
    const browser = new TestClient(testApp.app.url);
    await browser.ok('mutation { signUp(email: "founder@example.org", password: "Founder-Pass-1") }');
    await browser.ok(CONFIRM, {
      username: 'founder@example.org',
      code: linkIn((await latestMail(testApp.database.db, 'founder@example.org')).textBody).searchParams.get('code'),
    });
    expect(await browser.ok(INVITES)).toEqual({ getCompanyInvite: [] });
    expect((await browser.error('mutation { createCompany(input: { name: "X", industry: "Nope" }) { id } }')).message).toBe(
      'The industry is required.',
    );
    expect(
      (await browser.error('mutation { createCompany(input: { name: "X", industry: "Diocese", phone: "abc" }) { id } }')).message,
    ).toBe('Phone number is not valid.');
    expect(
      (await browser.error('mutation { createCompany(input: { name: "X", industry: "Diocese", website: "not a site" }) { id } }')).message,
    ).toBe('Website is not valid.');
    await browser.ok(
      'mutation { createCompany(input: { name: "Hope Hospital", industry: "Hospital/Healthcare", phone: "+1 555 123 4567", website: "hope.example.org" }) { id } }',
    );
    const me = (await browser.ok<{ me: { isAdministrator: boolean; company: { name: string; roleId: number; isOwner: boolean } } }>(ME)).me;
    expect(me).toMatchObject({ isAdministrator: true, company: { name: 'Hope Hospital', roleId: 1, isOwner: true } });
    expect((await browser.error('mutation { createCompany(input: { name: "Again", industry: "Diocese" }) { id } }')).code).toBe(
      'FORBIDDEN',
    );
    expect((await browser.ok<{ HubspotCreateCompany: boolean }>('mutation { HubspotCreateCompany }')).HubspotCreateCompany).toBe(true);
  });
});
