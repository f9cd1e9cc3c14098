export { Metrics, type QueueDepth } from './metrics.ts';
export { graphqlMetrics } from './graphql-metrics.ts';
export { createMetricsServer, isMetricsRequestAllowed, writeMetrics } from './metrics-access.ts';
