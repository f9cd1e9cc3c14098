import { builder } from './builder.ts';
// Each feature registers its GraphQL fields on import.
import '../features/system/system.graphql.ts';
import '../features/accounts/session.graphql.ts';
import '../features/accounts/me.graphql.ts';

export const schema = builder.toSchema({ sortSchema: true });
