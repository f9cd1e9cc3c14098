// Public face of crm-asks, the owner of crm_ask_sends and crm_ask_send_donors: an exported appeal's mailed
// ladders sent back to the CRM its donors came from (Raiser's Edge NXT today), as a resumable, idempotent job.
// Its GraphQL fields (crm-asks.graphql.ts) and job (send-crm-asks.job.ts) are plugged in by graphql/schema.ts
// and jobs/all-jobs.ts. The send's start and the job's body are also run directly by the benchmark (bench/crm-asks).
export { readAsksSentHeadlines, readLatestSend, type AsksSentHeadline, type CrmAskSendView } from './crm-ask-send-read.ts';
export { createCrmAskSend } from './start-crm-ask-send.ts';
export { runSend } from './send-crm-asks.job.ts';
export type { CrmAskTarget } from './crm-ask-target.ts';
