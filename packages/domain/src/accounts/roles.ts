/** User groups allowed to use the product, and company role ids (accounts spec, section 6). */
export const USER_GROUPS = ['ADMIN', 'STANDARD'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];
export const ADMIN_ROLE_ID = 1;
export const STANDARD_ROLE_ID = 2;

/** Role id 1 is ADMIN; any other value is STANDARD. */
export const groupForRole = (roleId: number): UserGroup => (roleId === ADMIN_ROLE_ID ? 'ADMIN' : 'STANDARD');
/** How an invited role is shown. */
export const roleLabel = (roleId: number): 'Admin' | 'User' => (roleId === ADMIN_ROLE_ID ? 'Admin' : 'User');
export const isAllowedGroup = (group: string | null | undefined): group is UserGroup => (USER_GROUPS as readonly string[]).includes(group ?? '');

/** The first allowed group in a list of groups, as the session's userGroup. */
export function pickUserGroup(groups: readonly string[]): UserGroup | null {
  return (groups.find((group) => isAllowedGroup(group)) as UserGroup | undefined) ?? null;
}

/** An administrator: group ADMIN and company role 1, in an active membership. */
export function isCompanyAdministrator(member: { userGroup: string | null; roleId: number | null; isActive: boolean | null }): boolean {
  return member.userGroup === 'ADMIN' && member.roleId === ADMIN_ROLE_ID && member.isActive === true;
}

export type CompanyUserStatus = 'Invited' | 'Active' | 'Deactivated' | 'Re-Invite';

/** Users page status: Active (owner or active), Deactivated, Invited (active unset), Re-Invite once the invitation expired. */
export function companyUserStatus(
  user: { owner: boolean; active: boolean | null; expirationCodeDate: string | Date | null },
  now: Date = new Date(),
): CompanyUserStatus {
  if (user.owner || user.active === true) return 'Active';
  if (user.active === false) return 'Deactivated';
  const expires = user.expirationCodeDate ? new Date(user.expirationCodeDate) : null;
  return expires && expires.getTime() < now.getTime() ? 'Re-Invite' : 'Invited';
}
