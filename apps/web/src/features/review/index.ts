// Review: the grid of every donor's asks, with filters, sorting, search and edits (wizard step 6).
export { reviewRoutes } from './routes.tsx';
