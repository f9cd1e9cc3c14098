import { builder } from '../../graphql/builder.ts';
import { audit } from './audit.ts';
import { revokeSession } from './sessions.ts';

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.session) {
        await revokeSession(ctx.services.db, ctx.session.sessionId, 'logout');
        await audit(ctx.services.db, { event: 'session.logout', actorUserId: ctx.session.userId, companyId: ctx.session.companyId, ip: ctx.ip });
      }
      ctx.setSessionCookie(null);
      return true;
    },
  }),
);
