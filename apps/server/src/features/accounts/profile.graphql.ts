import { firstError, maxLength, MESSAGES, required, validatePersonalPhone } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireSignedInOrThrow } from './policy.ts';

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'The personal profile: first and last name, title (role) and phone.',
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    role: t.string({ required: false, description: 'Job title.' }),
    phone: t.string({ required: false, description: 'Digits, optionally after a prefix "+1 " or "+52 ".' }),
  }),
});

/** The number after an optional '+1 ' or '+52 ' prefix (the profile's prefix choice). */
const phoneNumberPart = (phone: string | null | undefined) => /^(?:\+1|\+52) (.*)$/.exec(phone ?? '')?.[1] ?? phone;

builder.mutationField('updateProfile', (t) =>
  t.boolean({
    description: "Updates the signed-in user's own profile (onboarding step 1 and /profile/profile).",
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = requireSignedInOrThrow(ctx.session);
      const problem =
        firstError(input.firstName, required(MESSAGES.firstNameRequired), maxLength(256, MESSAGES.firstNameTooLong)) ??
        firstError(input.lastName, required(MESSAGES.lastNameRequired), maxLength(256, MESSAGES.lastNameTooLong)) ??
        maxLength(256, MESSAGES.titleTooLong)(input.role) ??
        validatePersonalPhone(phoneNumberPart(input.phone));
      if (problem) throw new UserFacingError(problem);
      await ctx.services.db
        .updateTable('users')
        .set({
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: input.role?.trim() || null,
          phone: phoneNumberPart(input.phone)?.trim() ? input.phone!.trim() : null,
          updatedAt: sql`now()`,
        })
        .where('id', '=', session.userId)
        .execute();
      return true;
    },
  }),
);
