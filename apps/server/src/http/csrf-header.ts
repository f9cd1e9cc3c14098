/** The header every state-changing request carries (GraphQL and uploads); a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-askwise-csrf';
