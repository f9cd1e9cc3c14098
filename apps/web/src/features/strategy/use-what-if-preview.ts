import type { StrategyId } from '@askwise/domain';
import { useQuery } from 'urql';
import type { WhatIfPreviewQuery } from '../../graphql/generated/graphql.ts';
import { WhatIfPreviewDocument } from './strategy-documents.ts';

export type WhatIfPreview = NonNullable<WhatIfPreviewQuery['getWhatIfPreview']>;

/**
 * The what-if preview of the chosen strategy over the appeal (its saved number of asks and mode): asked again
 * whenever the strategy changes. `numberOfAsks` is part of the key so that a changed number of asks (the step
 * before) is never answered from the cache. Null while it loads; an error in words when it fails.
 */
export function useWhatIfPreview(appealId: number | null, strategyId: StrategyId | null, numberOfAsks: number | null) {
  const [{ data, fetching, error }] = useQuery({
    query: WhatIfPreviewDocument,
    variables: { appealId: appealId ?? 0, strategyId: strategyId ?? '' },
    pause: appealId === null || strategyId === null || numberOfAsks === null,
    requestPolicy: 'cache-and-network',
  });
  const preview = data?.getWhatIfPreview ?? null;
  // A cached answer for another strategy or number of asks is not this one's.
  const isCurrent = preview !== null && preview.strategyId === strategyId && preview.numberOfAsks === numberOfAsks;
  return {
    preview: isCurrent ? preview : null,
    isLoading: fetching && !isCurrent,
    error: error ? (error.graphQLErrors[0]?.message ?? 'The preview could not be worked out.') : null,
  };
}
