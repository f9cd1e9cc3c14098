// System pages: not found.
export { NotFoundPage } from './not-found-page.tsx';
