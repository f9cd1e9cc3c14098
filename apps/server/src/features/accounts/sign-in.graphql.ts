import { builder } from '../../graphql/builder.ts';
import { resendSignInCode, signInWithPassword, verifySignInCode } from './sign-in.ts';

interface SignInStepShape {
  status: 'code_sent' | 'code_resent' | 'signed_in';
  ticket: string | null;
}

export const SignInStep = builder.objectRef<SignInStepShape>('SignInStep').implement({
  description: "A sign-in reply: 'code_sent' (go to the code step), 'code_resent' or 'signed_in'.",
  fields: (t) => ({
    status: t.exposeString('status'),
    ticket: t.exposeString('ticket', { nullable: true, description: 'Identifies this sign-in attempt; the code only works with it.' }),
  }),
});

builder.mutationField('signInPassword', (t) =>
  t.field({
    type: SignInStep,
    // Nullable so that each aliased attempt in one request runs and counts on its own.
    nullable: true,
    description: 'Sign-in step 2: e-mail and password. When right, a six-digit code is e-mailed (code_sent).',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ status: 'code_sent' as const, ...(await signInWithPassword(ctx, args)) }),
  }),
);

builder.mutationField('signInVerifyCode', (t) =>
  t.field({
    type: SignInStep,
    // Nullable so that each aliased attempt in one request runs and counts on its own.
    nullable: true,
    description: 'Sign-in step 3: the e-mailed code of this attempt; starts the session.',
    args: { ticket: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await verifySignInCode(ctx, args);
      return { status: 'signed_in' as const, ticket: null };
    },
  }),
);

builder.mutationField('resendSignInCode', (t) =>
  t.field({
    type: SignInStep,
    // Nullable so that each aliased attempt in one request runs and counts on its own.
    nullable: true,
    description: "Sends the account's live code again for this attempt (at most once a minute, 10 code mails an hour).",
    args: { ticket: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await resendSignInCode(ctx, args.ticket);
      return { status: 'code_resent' as const, ticket: args.ticket };
    },
  }),
);
