// Profile: the personal and company profile pages and the company's users, in the profile layout.
export { profileRoutes } from './routes.tsx';
export { ProfileLayout } from './profile-layout.tsx';
