// System pages: not found, and the page shown when another failed.
export { NotFoundPage } from './not-found-page.tsx';
export { RouteErrorPage } from './route-error-page.tsx';
