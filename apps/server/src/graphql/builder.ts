import SchemaBuilder from '@pothos/core';
import type { AppServices } from '../app-services.ts';
import type { Session } from '../features/accounts/index.ts';

export interface GraphQLContext {
  services: AppServices;
  requestId: string;
  session: Session | null;
  /** Why the cookie's session ended when it was revoked (e.g. 'inactive'); null otherwise. */
  sessionEndReason: string | null;
  /** Sets or clears the session cookie on the response (sign-in, logout). */
  setSessionCookie: (token: string | null) => void;
  ip: string;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
}>({ defaultFieldNullability: false });

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => new Date(String(value)),
});

builder.queryType({});
builder.mutationType({});
