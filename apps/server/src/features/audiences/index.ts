// Public face of audiences: the audiences (lists of donors) of an environment.
export { listAudiences, type AudienceRow } from './list-audiences.ts';
