import { useQuery } from 'urql';
import { StrategySuggestionDocument } from './test-and-learn-documents.ts';

export interface StrategySuggestion {
  appealId: number;
  appealName: string;
  /** The strategy the last test recommends; null where it found no evidence of a difference. */
  strategyId: string | null;
  text: string;
}

/** What the company's last test with results says for this appeal's strategy; null without one (or while loading). */
export function useLastTestSuggestion(appealId: number | null): StrategySuggestion | null {
  const [{ data }] = useQuery({ query: StrategySuggestionDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'cache-and-network' });
  return data?.getStrategySuggestion ?? null;
}
