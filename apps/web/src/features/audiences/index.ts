// Audiences: choosing the audience list of a Raiser's Edge NXT environment (wizard step 2).
export { audienceRoutes } from './routes.tsx';
