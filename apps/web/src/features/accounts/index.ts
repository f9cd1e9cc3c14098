// Accounts: sign-up, sign-in, password recovery, confirmation and onboarding pages.
export { accountRoutes } from './routes.tsx';
