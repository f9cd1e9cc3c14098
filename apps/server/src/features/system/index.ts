// Public face of system: it offers other features nothing; jobs/all-jobs.ts and graphql/schema.ts plug in
// its self-check job and its GraphQL fields.
export {};
