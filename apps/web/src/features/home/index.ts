// Home: the dashboard of recent appeals and the ask-string sources.
export { homeRoutes } from './routes.tsx';
