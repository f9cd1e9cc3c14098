import { builder } from '../../graphql/builder.ts';

builder.queryField('serverTime', (t) =>
  t.field({ type: 'DateTime', description: 'The server clock; a cheap liveness probe for clients.', resolve: () => new Date() }),
);
