// Help: the ask rules page.
export { helpRoutes } from './routes.tsx';
