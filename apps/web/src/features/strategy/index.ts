// Strategy: choosing the ask strategy and calculating every donor's asks (wizard step 5).
export { strategyRoutes } from './routes.tsx';
