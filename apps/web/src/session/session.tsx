import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../graphql/generated/index.ts';
import type { MeQuery } from '../graphql/generated/graphql.ts';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      role
      phone
      confirmed
      userGroup
      mustSetPassword
      isActive
      isAdministrator
      company {
        id
        name
        roleId
        companyUserId
        hubspotId
        isOwner
      }
    }
  }
`);

export type SessionUser = NonNullable<MeQuery['me']>;

interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
  refresh: () => void;
  /** 'inactive' when the server ended the session because the company deactivated the user. */
  endedReason: 'inactive' | null;
}

const SessionContext = createContext<SessionState>({ user: null, isLoading: true, refresh: () => undefined, endedReason: null });

/** Loads the current user once at start; pages read it with useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MeDocument, requestPolicy: 'network-only' });
  const value: SessionState = {
    // If loading the user fails, the user stays logged out.
    user: error ? null : (data?.me ?? null),
    isLoading: fetching && !data && !error,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
    endedReason: error?.graphQLErrors.some((e) => e.extensions?.code === 'USER_INACTIVE') ? 'inactive' : null,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
