// Virtuous: the account list, the connect popup (/virtuous/callback), the tag choice and the five pickers.
export { virtuousRoutes } from './routes.tsx';
