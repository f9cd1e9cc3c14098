// The container's HEALTHCHECK: /healthz of the web port, or of the metrics port for a worker (no web port).
const isWorker = process.env.ROLE === 'worker';
const port = isWorker ? process.env.METRICS_PORT : (process.env.PORT ?? '3000');
if (!port) process.exit(0);
const answer = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).catch(() => null);
process.exit(answer?.ok ? 0 : 1);
