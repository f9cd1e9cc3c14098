import { MESSAGES } from './account-messages.ts';

/** A rule returns the message to show, or null when the value is fine. */
export type Rule<T = string> = (value: T) => string | null;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
export const INDUSTRIES = [
  'College/University',
  'Community/Arts & Cultural',
  'Diocese',
  'Hospital/Healthcare',
  'K-12 Education',
  'Religious',
  'Other',
] as const;
export const PHONE_PREFIXES = ['+1', '+52'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A loose international pattern: optional +country, optional (area), groups split by spaces or hyphens.
const PHONE = /^((\+[1-9]{1,4}[ -]*)|(\([0-9]{2,3}\)[ -]*)|([0-9]{2,4})[ -]*)*?[0-9]{3,4}?[ -]*[0-9]{3,4}?$/;
// A web address with or without http(s)://: a host with a dot, an optional port and path.
const WEBSITE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;
const ZIP = /^(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/i;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function required(message: string): Rule<string | null | undefined> {
  return (value) => (blank(value) ? message : null);
}

export function maxLength(max: number, message: string): Rule<string | null | undefined> {
  return (value) => ((value ?? '').length > max ? message : null);
}

/** Applies rules in order and returns the first message. */
export function firstError<T>(value: T, ...rules: Array<Rule<T>>): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export const validateEmail: Rule<string | null | undefined> = (value) =>
  blank(value) ? MESSAGES.emailRequired : EMAIL.test(value!.trim()) && value!.length <= 254 ? null : MESSAGES.emailInvalid;

/** 8 to 128 characters with a digit, a lower-case and an upper-case letter; never truncated. */
export const validatePassword: Rule<string | null | undefined> = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  const isStrong = value.length >= PASSWORD_MIN && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);
  return isStrong ? null : MESSAGES.passwordRule;
};

/** Required once the password has 8 or more characters; must match. */
export function validateConfirmPassword(confirm: string | null | undefined, password: string | null | undefined): string | null {
  if (!confirm) return (password ?? '').length >= PASSWORD_MIN ? MESSAGES.confirmPasswordRequired : null;
  return (confirm ?? '') === (password ?? '') ? null : MESSAGES.passwordsMustMatch;
}

export const isSixDigitCode = (value: string | null | undefined): boolean => /^\d{6}$/.test(value ?? '');

export const validateCode: Rule<string | null | undefined> = (value) => (isSixDigitCode(value) ? null : MESSAGES.codeInvalid);

export const validatePersonalPhone: Rule<string | null | undefined> = (value) => {
  if (blank(value)) return null;
  if (!/^\d+$/.test(value!)) return MESSAGES.phoneDigitsOnly;
  // Ten digits after the +1 or +52 prefix is a whole North American or Mexican number.
  return value!.length <= 10 ? null : MESSAGES.phoneTooLong;
};

export const validateCompanyPhone: Rule<string | null | undefined> = (value) =>
  blank(value) || PHONE.test(value!.trim()) ? null : MESSAGES.phoneInvalid;

export const validateWebsite: Rule<string | null | undefined> = (value) => (blank(value) || WEBSITE.test(value!.trim()) ? null : MESSAGES.websiteInvalid);

export const validateZip: Rule<string | null | undefined> = (value) => (ZIP.test((value ?? '').trim()) ? null : MESSAGES.zipInvalid);

/** What the zip box keeps of a keystroke: letters, digits, hyphen and space, upper-cased. */
export const normalizeZipInput = (value: string): string => value.replace(/[^A-Za-z0-9 -]/g, '').toUpperCase();

export const validateIndustry: Rule<string | null | undefined> = (value) =>
  blank(value) ? MESSAGES.industryRequired : (INDUSTRIES as readonly string[]).includes(value!) ? null : MESSAGES.industryRequired;

const names = {
  firstName: (v: string | null | undefined) => firstError(v, required(MESSAGES.firstNameRequired), maxLength(256, MESSAGES.firstNameTooLong)),
  lastName: (v: string | null | undefined) => firstError(v, required(MESSAGES.lastNameRequired), maxLength(256, MESSAGES.lastNameTooLong)),
  title: (v: string | null | undefined) => maxLength(256, MESSAGES.titleTooLong)(v),
};

export interface OnboardingProfileInput {
  firstName: string;
  lastName: string;
  organization: string;
  role?: string | null;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

function collect<T>(checks: Record<keyof T, string | null>): Errors<T> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Errors<T>;
}

export function validateOnboardingProfile(input: OnboardingProfileInput): Errors<OnboardingProfileInput> {
  return collect<OnboardingProfileInput>({
    firstName: names.firstName(input.firstName),
    lastName: names.lastName(input.lastName),
    organization: firstError(input.organization, required(MESSAGES.organizationRequired), maxLength(256, MESSAGES.organizationTooLong)),
    role: names.title(input.role),
  });
}

export interface PersonalProfileInput {
  firstName: string;
  lastName: string;
  organization: string;
  role?: string | null;
  phone?: string | null;
}

export function validatePersonalProfile(input: PersonalProfileInput): Errors<PersonalProfileInput> {
  return collect<PersonalProfileInput>({
    firstName: names.firstName(input.firstName),
    lastName: names.lastName(input.lastName),
    organization: firstError(input.organization, required(MESSAGES.companyRequired), maxLength(256, MESSAGES.companyTooLong)),
    role: names.title(input.role),
    phone: validatePersonalPhone(input.phone),
  });
}

export interface OnboardingCompanyInput {
  name?: string | null;
  address?: string | null;
  industry: string;
  phone?: string | null;
  website?: string | null;
}

export function validateOnboardingCompany(input: OnboardingCompanyInput): Errors<OnboardingCompanyInput> {
  return collect<OnboardingCompanyInput>({
    name: maxLength(200, MESSAGES.companyNameTooLong)(input.name),
    address: maxLength(200, MESSAGES.addressTooLong)(input.address),
    industry: validateIndustry(input.industry),
    phone: validateCompanyPhone(input.phone),
    website: validateWebsite(input.website),
  });
}

export interface CompanyProfileInput {
  name: string;
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  phone?: string | null;
  industry?: string | null;
  website?: string | null;
}

export function validateCompanyProfile(input: CompanyProfileInput): Errors<CompanyProfileInput> {
  return collect<CompanyProfileInput>({
    name: firstError(input.name, required(MESSAGES.companyNameRequired), maxLength(200, MESSAGES.companyNameTooLong)),
    address: firstError(input.address, required(MESSAGES.addressRequired), maxLength(200, MESSAGES.addressTooLong)),
    address2: maxLength(200, MESSAGES.address2TooLong)(input.address2),
    city: firstError(input.city, required(MESSAGES.cityRequired), maxLength(50, MESSAGES.cityTooLong)),
    state: firstError(input.state, required(MESSAGES.stateRequired), maxLength(50, MESSAGES.stateTooLong)),
    zip: validateZip(input.zip),
    phone: validateCompanyPhone(input.phone),
    industry: blank(input.industry) ? null : validateIndustry(input.industry),
    website: validateWebsite(input.website),
  });
}

export interface InviteRowInput {
  email: string;
  roleId: number | null;
}

/** A row of the onboarding 'Add Users' step. */
export function validateInviteRow(input: InviteRowInput): Errors<InviteRowInput> {
  return collect<InviteRowInput>({
    email: blank(input.email) ? MESSAGES.inviteEmailRequired : validateEmail(input.email) ? MESSAGES.emailInvalid : null,
    roleId: input.roleId ? null : MESSAGES.inviteRoleRequired,
  });
}

export interface InviteUserInput {
  email: string;
  firstName: string;
  lastName: string;
  roleId: number | null;
}

/** The invite form of the users page. */
export function validateInviteUser(input: InviteUserInput): Errors<InviteUserInput> {
  return collect<InviteUserInput>({
    email: validateEmail(input.email),
    firstName: names.firstName(input.firstName),
    lastName: names.lastName(input.lastName),
    roleId: (input.roleId ?? 0) >= 1 ? null : MESSAGES.roleRequired,
  });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
