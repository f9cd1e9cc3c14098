import { builder } from '../../graphql/builder.ts';
import { revokeSession } from './sessions.ts';

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.session) await revokeSession(ctx.services.db, ctx.session.sessionId);
      ctx.setSessionCookie(null);
      return true;
    },
  }),
);
