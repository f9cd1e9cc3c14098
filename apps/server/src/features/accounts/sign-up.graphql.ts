import { builder } from '../../graphql/builder.ts';
import { confirmSignUp, setOwnPassword } from './confirm-sign-up.ts';
import { forgotPassword, forgotPasswordSubmit } from './password-recovery.ts';
import { signUp } from './sign-up.ts';

builder.mutationField('signUp', (t) =>
  t.string({
    description: "Sign-up: e-mails a confirmation link; 'check_email' whether or not the e-mail is registered.",
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => signUp(ctx.services, args, ctx.ip),
  }),
);

builder.mutationField('confirmSignUp', (t) =>
  t.string({
    description: "Follows a confirmation or invitation link: 'confirmed' (now signed in) or 'already_confirmed'.",
    args: { username: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmSignUp(ctx, args),
  }),
);

builder.mutationField('setPassword', (t) =>
  t.boolean({
    description: 'The set-password screen after confirming: for an account without a password of its own.',
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await setOwnPassword(ctx, args.password);
      return true;
    },
  }),
);

builder.mutationField('forgotPassword', (t) =>
  t.boolean({
    description: 'Password recovery step 1: e-mails a six-digit verification code (same answer for any e-mail).',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await forgotPassword(ctx.services, args.email, ctx.ip);
      return true;
    },
  }),
);

builder.mutationField('forgotPasswordSubmit', (t) =>
  t.boolean({
    description: 'Password recovery step 3: the e-mailed code and the new password.',
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await forgotPasswordSubmit(ctx.services, args, ctx.ip);
      return true;
    },
  }),
);
