// The signed-in user and who may open which page: the part of the app frame every feature may read.
export { MeDocument, SessionProvider, useSession, type SessionUser } from './session.tsx';
export type { Access, AppRoute } from './app-route.ts';
