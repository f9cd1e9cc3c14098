import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AppealCrmResultsDocument, ReadAppealResultsFromCrmDocument } from './test-and-learn-documents.ts';

/**
 * Reading an appeal's results from its Raiser's Edge NXT environment: the environment's appeals to choose from,
 * the mail date, and reading the gifts now (they are read again after every sync). Nothing for other appeals.
 */
export function useCrmResults(appealId: number | null, onRead: () => void) {
  const [{ data, fetching }, refetchChoice] = useQuery({ query: AppealCrmResultsDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'cache-and-network' });
  const [reading, read] = useMutation(ReadAppealResultsFromCrmDocument);
  const choice = data?.getAppealCrmResults ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [typedDate, setFromDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const crmAppealId = chosen ?? (choice?.fundraisingAppealId ? String(choice.fundraisingAppealId) : null);
  const fromDate = typedDate ?? choice?.fromDate ?? '';

  const handleRead = async () => {
    if (appealId === null || !crmAppealId) return;
    setError(null);
    const result = await read({ appealId, fundraisingAppealId: Number(crmAppealId), fromDate });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? 'The results could not be read from Raiser\'s Edge NXT.');
    // The saved choice changes the button to 'Read the results again'.
    refetchChoice({ requestPolicy: 'network-only' });
    onRead();
  };

  return {
    isLoading: fetching && !data,
    isAvailable: choice !== null,
    appeals: (choice?.appeals ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    crmAppealId,
    setCrmAppealId: setChosen,
    fromDate,
    setFromDate,
    isLinked: Boolean(choice?.fundraisingAppealId),
    isReading: reading.fetching,
    canRead: Boolean(crmAppealId) && /^\d{4}-\d{2}-\d{2}$/.test(fromDate),
    error,
    handleRead,
  };
}
