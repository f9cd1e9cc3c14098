// Raiser's Edge NXT: connecting an environment through OAuth and syncing it into the donor model.
export { syncEnvironmentJob } from './sync/sync-environment.job.ts';
export { startSync } from './sync/start-sync.ts';
export { connectEnvironment } from './connect-environment.ts';
export { processAudienceJob } from './audience/process-audience.job.ts';
// Sealing at rest, shared with the other integrations (Virtuous).
export { skyRedirectUri } from './sky-connection.ts';
export { webhookDeliveryRoute, webhookHandshakeRoute } from './webhooks/webhook.route.ts';
export { needsReauthentication } from './sky-connection.ts';
export { publishEnvironmentUpdated } from './environment-events.ts';
// Used by the benchmarks (bench/), which run a first sync directly.
export { saveConnection, skyClientFor } from './sky-connection.ts';
export { runSync } from './sync/run-sync.ts';
// Writing an appeal's asks back to Raiser's Edge NXT (features/crm-asks sends them).
export {
  isDonorRefusal,
  isReauthenticationRequired,
  openSkyAskWriter,
  readSkyAskCategories,
  skyAskClient,
  type SkyAskTarget,
  type SkyAskWrite,
  type SkyAskWriter,
} from './write-back/sky-ask-writer.ts';
