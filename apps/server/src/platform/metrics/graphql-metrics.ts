import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';

/**
 * Times every GraphQL operation by its first root field, a name the schema bounds (a client's own
 * operation name could be anything); subscriptions are counted when they start.
 */
export function graphqlMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const first = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
      const labels = { operation: first?.kind === Kind.FIELD ? first.name.value : 'unknown', type: operation?.operation ?? 'unknown' };
      return {
        onExecuteDone({ result }) {
          const hasErrors = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.observe({ ...labels, outcome: hasErrors ? 'error' : 'ok' }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
