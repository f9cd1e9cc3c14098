import { useQuery } from 'urql';
import { AppealTestDocument } from './test-and-learn-documents.ts';

export interface AppealTestGroup {
  letter: string;
  strategyName: string;
  sourceCode: string;
  donors: number;
}

/** The groups of the appeal's A/B test (for the grid's group column and filter); empty without a test. */
export function useAppealTestGroups(appealId: number | null): AppealTestGroup[] {
  const [{ data }] = useQuery({ query: AppealTestDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'cache-and-network' });
  return data?.getAppealTest?.groups ?? [];
}
