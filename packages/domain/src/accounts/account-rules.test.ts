import { describe, expect, it } from 'vitest';
import { MESSAGES, signInErrorMessage } from './account-messages.ts';
import {
  normalizeZipInput,
  validateCode,
  validateCompanyProfile,
  validateConfirmPassword,
  validateEmail,
  validateInviteRow,
  validateInviteUser,
  validateOnboardingCompany,
  validateOnboardingProfile,
  validatePassword,
  validatePersonalProfile,
  isSixDigitCode,
} from './account-rules.ts';
import { companyUserStatus, groupForRole, isCompanyAdministrator, pickUserGroup, roleLabel } from './roles.ts';

const long = (n: number) => 'x'.repeat(n);

describe('password and e-mail (section 5)', () => {
  it('password: 8+ characters with a digit, a lower-case and an upper-case letter', () => {
    expect(validatePassword('')).toBe('The password is required.');
    expect(validatePassword('Abcdef1')).toBe('Password requirements: Total of 8 characters, one capital letter, one number and one special character (!@#*)');
    expect(validatePassword('abcdefg1')).toBe(MESSAGES.passwordRule);
    expect(validatePassword('ABCDEFG1')).toBe(MESSAGES.passwordRule);
    expect(validatePassword('Abcdefgh')).toBe(MESSAGES.passwordRule);
    expect(validatePassword('Abcdefg1')).toBeNull();
    expect(validatePassword(`Aa1${long(125)}`)).toBeNull();
    expect(validatePassword(`Aa1${long(126)}`)).toBe(MESSAGES.passwordTooLong);
  });

  it('confirm password: required once the password has 8 characters, and must match', () => {
    expect(validateConfirmPassword('', 'Abcdefg')).toBeNull();
    expect(validateConfirmPassword('', 'Abcdefg1')).toBe('Please confirm your password.');
    expect(validateConfirmPassword('Abcdefg2', 'Abcdefg1')).toBe('Passwords must match');
    expect(validateConfirmPassword('Abcdefg1', 'Abcdefg1')).toBeNull();
  });

  it('e-mail: required and valid', () => {
    expect(validateEmail('')).toBe('The email is required.');
    expect(validateEmail('  ')).toBe('The email is required.');
    expect(validateEmail('dana@')).toBe(MESSAGES.emailInvalid);
    expect(validateEmail('dana@example.org')).toBeNull();
  });

  it('two-factor code: exactly 6 digits', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) expect(isSixDigitCode(bad)).toBe(false);
    expect(validateCode('12345')).toBe(MESSAGES.codeInvalid);
  });
});

describe('profiles (section 5)', () => {
  it('onboarding profile: names and organization required, at most 256; title optional', () => {
    expect(validateOnboardingProfile({ firstName: '', lastName: '', organization: '' })).toEqual({
      firstName: 'The first name is required.',
      lastName: 'The last name is required.',
      organization: 'The organization is required.',
    });
    expect(validateOnboardingProfile({ firstName: long(257), lastName: long(257), organization: long(257), role: long(257) })).toEqual({
      firstName: 'The first name should be less than 256 characters',
      lastName: 'The last name should be less than 256 characters',
      organization: 'The organization should be less than 256 characters',
      role: 'The title should be less than 256 characters',
    });
    expect(validateOnboardingProfile({ firstName: long(256), lastName: 'B', organization: 'O' })).toEqual({});
  });

  it('personal profile: company required, phone numeric and at most 10 digits', () => {
    const base = { firstName: 'A', lastName: 'B', organization: 'Hope' };
    expect(validatePersonalProfile({ ...base, organization: '' })).toEqual({ organization: 'The company is required.' });
    expect(validatePersonalProfile({ ...base, organization: long(257) })).toEqual({ organization: 'The company should be less than 256 characters' });
    expect(validatePersonalProfile({ ...base, phone: '555-1234' })).toEqual({ phone: 'Phone Number may contain only numbers.' });
    expect(validatePersonalProfile({ ...base, phone: '55512345678' })).toEqual({ phone: 'Phone Number should be less than 10 characters.' });
    expect(validatePersonalProfile({ ...base, phone: '5551234567' })).toEqual({});
    expect(validatePersonalProfile({ ...base, phone: '555123456' })).toEqual({});
  });
});

describe('company forms (section 5)', () => {
  it('onboarding company: industry required, loose phone pattern, website a URL', () => {
    expect(validateOnboardingCompany({ industry: '' })).toEqual({ industry: 'The industry is required.' });
    expect(validateOnboardingCompany({ industry: 'Diocese', phone: 'call me' })).toEqual({ phone: 'Phone number is not valid.' });
    expect(validateOnboardingCompany({ industry: 'Diocese', website: 'not a site' })).toEqual({ website: 'Website is not valid.' });
    expect(validateOnboardingCompany({ industry: 'Diocese', phone: '+52 55 1234 5678', website: 'https://hope.example.org/about' })).toEqual({});
    expect(validateOnboardingCompany({ industry: 'K-12 Education', phone: '(555) 123-4567', website: 'www.hope.org' })).toEqual({});
  });

  it('company profile: lengths, required fields and the zip pattern', () => {
    const ok = { name: 'N', address: 'A', city: 'C', state: 'S', zip: '12345' };
    expect(validateCompanyProfile(ok)).toEqual({});
    expect(validateCompanyProfile({ name: '', address: '', city: '', state: '', zip: '' })).toEqual({
      name: 'The company name is required.',
      address: 'The address is required.',
      city: 'The city is required.',
      state: 'The state is required.',
      zip: 'Invalid Zip. e.g. A0B 8E7 or 12345 ',
    });
    expect(validateCompanyProfile({ ...ok, name: long(201), address: long(201), address2: long(201), city: long(51), state: long(51) })).toEqual({
      name: 'The company name should be less than 200 characters',
      address: 'The address should be less than 200 characters',
      address2: 'The address 2 should be less than 200 characters',
      city: 'The city should be less than 50 characters',
      state: 'The state should be less than 50 characters',
    });
    for (const zip of ['12345', '12345-6789', 'A0B 8E7', 'a0b8e7']) expect(validateCompanyProfile({ ...ok, zip })).toEqual({});
    for (const zip of ['1234', '123456', 'A0B-8E7']) expect(validateCompanyProfile({ ...ok, zip }).zip).toBe(MESSAGES.zipInvalid);
    expect(validateCompanyProfile({ ...ok, phone: 'abc' })).toEqual({ phone: 'Phone number is not valid.' });
  });

  it('zip input keeps letters, digits, hyphen and space, upper-cased', () => {
    expect(normalizeZipInput('a0b_8e7!')).toBe('A0B8E7');
    expect(normalizeZipInput('12345-67 89')).toBe('12345-67 89');
  });
});

describe('invites (section 5)', () => {
  it('onboarding rows: role and e-mail', () => {
    expect(validateInviteRow({ email: '', roleId: null })).toEqual({ email: 'Email required', roleId: 'Role required' });
    expect(validateInviteRow({ email: 'x', roleId: 2 })).toEqual({ email: 'Enter valid email' });
    expect(validateInviteRow({ email: 'x@example.org', roleId: 1 })).toEqual({});
  });

  it('users page form: e-mail, role at least 1, first and last name', () => {
    expect(validateInviteUser({ email: '', firstName: '', lastName: '', roleId: 0 })).toEqual({
      email: 'The email is required.',
      firstName: 'The first name is required.',
      lastName: 'The last name is required.',
      roleId: 'The role is required.',
    });
    expect(validateInviteUser({ email: 'x@example.org', firstName: 'A', lastName: 'B', roleId: 2 })).toEqual({});
  });
});

describe('roles and statuses (section 6)', () => {
  it('role 1 is ADMIN, any other STANDARD; shown as Admin or User', () => {
    expect([groupForRole(1), groupForRole(2), groupForRole(7)]).toEqual(['ADMIN', 'STANDARD', 'STANDARD']);
    expect([roleLabel(1), roleLabel(2)]).toEqual(['Admin', 'User']);
    expect(pickUserGroup(['plugin', 'STANDARD', 'ADMIN'])).toBe('STANDARD');
    expect(pickUserGroup(['plugin'])).toBeNull();
  });

  it('an administrator is group ADMIN with company role 1 in an active membership', () => {
    expect(isCompanyAdministrator({ userGroup: 'ADMIN', roleId: 1, isActive: true })).toBe(true);
    expect(isCompanyAdministrator({ userGroup: 'ADMIN', roleId: 2, isActive: true })).toBe(false);
    expect(isCompanyAdministrator({ userGroup: 'STANDARD', roleId: 1, isActive: true })).toBe(false);
    expect(isCompanyAdministrator({ userGroup: 'ADMIN', roleId: 1, isActive: false })).toBe(false);
  });

  it('users page statuses: Invited, Active, Deactivated, Re-Invite', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    const later = '2026-01-03T00:00:00Z';
    const earlier = '2026-01-01T00:00:00Z';
    expect(companyUserStatus({ owner: false, active: null, expirationCodeDate: later }, now)).toBe('Invited');
    expect(companyUserStatus({ owner: false, active: null, expirationCodeDate: earlier }, now)).toBe('Re-Invite');
    expect(companyUserStatus({ owner: false, active: true, expirationCodeDate: earlier }, now)).toBe('Active');
    expect(companyUserStatus({ owner: true, active: null, expirationCodeDate: earlier }, now)).toBe('Active');
    expect(companyUserStatus({ owner: false, active: false, expirationCodeDate: null }, now)).toBe('Deactivated');
  });
});

describe('error catalogue (section 8)', () => {
  it("sign-in errors drop the prefix 'PreAuthentication failed with error '", () => {
    expect(signInErrorMessage('PreAuthentication failed with error invalid_code')).toBe('invalid_code');
    expect(signInErrorMessage('Incorrect username or password.')).toBe('Incorrect username or password.');
  });
});
