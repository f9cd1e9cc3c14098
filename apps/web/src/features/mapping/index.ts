// Mapping: mapping past gifts to the giving-history fields of a Raiser's Edge NXT appeal (wizard step 3).
export { mappingRoutes } from './routes.tsx';
