// Virtuous CRM+: connecting an account (API key or token grant, sealed at rest), its tags, a tag's sync into
// the donor model, the five pickers and the mapping of a Virtuous appeal.
export { virtuousTagSyncJob } from './sync/virtuous-tag-sync.job.ts';
export { startTagSync } from './sync/start-tag-sync.ts';
// Used by the benchmarks (bench/), which run a tag's sync directly.
export { runTagSync } from './sync/run-tag-sync.ts';
export { virtuousClientConfig } from './virtuous-connection.ts';
// The CRM loop's write-back: a Gift Ask per mailed donor (crm-asks chooses it for a send to Virtuous).
export { giftAskNotes, openVirtuousAskWriter, type VirtuousAskWrite, type VirtuousAskWriter } from './write-back/virtuous-ask-writer.ts';
