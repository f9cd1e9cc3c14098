import type { Config } from '../../config.ts';
import { renderMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The product's own address for links in e-mail: PUBLIC_URL, or this machine in development. */
export function publicUrl(config: Config, path: string): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return new URL(path, base).toString();
}

export function confirmationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Askwise account',
    ...renderMail({
      paragraphs: ['Welcome to Askwise!', 'Click on the link to complete the sign up process. The link works once and expires in 24 hours.'],
      action: { label: 'Confirm my account', url },
    }),
  };
}

/** A code is sent again unchanged while it lives: `minutes` is what is left of its life. */
export function signInCodeMail(to: string, code: string, minutes = 10): MailMessage {
  return {
    to,
    subject: `Your Askwise sign-in code: ${code}`,
    ...renderMail({
      paragraphs: [`Use this code to finish signing in to Askwise. It expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.`],
      code,
    }),
  };
}

export function recoveryCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Askwise password recovery code',
    ...renderMail({
      paragraphs: [
        'Use this verification code to set a new password for Askwise. It expires in 15 minutes and works once.',
        'If you did not ask to recover your password, you can ignore this e-mail.',
      ],
      code,
    }),
  };
}

export function invitationMail(to: string, inviter: string, company: string, url: string): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to ${company} on Askwise`,
    ...renderMail({
      paragraphs: [`${inviter} invited you to join ${company} on Askwise.`, 'Accept the invitation and set your password. The link works once and expires in 24 hours.'],
      action: { label: 'Accept invitation', url },
    }),
  };
}

/** An invitation for an address whose account already belongs to another company: it cannot be accepted with it. */
export function invitationNoticeMail(to: string, inviter: string, company: string): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to ${company} on Askwise`,
    ...renderMail({
      paragraphs: [
        `${inviter} invited you to join ${company} on Askwise.`,
        `Your Askwise account already belongs to another company, and an account belongs to one company only, so this invitation cannot be accepted with it. To join ${company}, ask ${inviter} to invite another e-mail address of yours.`,
        'If you do not know this company, you can ignore this e-mail.',
      ],
    }),
  };
}

export function accountExistsMail(to: string, signInUrl: string, recoveryUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have an Askwise account',
    ...renderMail({
      paragraphs: [
        'Someone, maybe you, tried to sign up to Askwise with this e-mail address, which already has an account.',
        `Sign in at ${signInUrl}, or recover your password at ${recoveryUrl}. If it was not you, you can ignore this e-mail.`,
      ],
    }),
  };
}
