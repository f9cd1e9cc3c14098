import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { CSRF_HEADER } from '../../lib/graphql-client.ts';
import { AppealResultsDocument } from './test-and-learn-documents.ts';

export interface ImportOutcome {
  isOk: boolean;
  message: string;
  errors: Array<{ id: string; error: string }>;
  errorCount: number;
}

const countFormat = new Intl.NumberFormat('en-US');

/** What the server answered to a results upload, in words for the page. */
export function describeImport(status: number, body: Record<string, unknown>): ImportOutcome {
  const errors = Array.isArray(body.errors) ? (body.errors as ImportOutcome['errors']) : [];
  if (status !== 200) return { isOk: false, message: typeof body.error === 'string' ? body.error : 'The results could not be imported. Please try again.', errors, errorCount: errors.length };
  const matched = Number(body.matchedDonors ?? 0);
  const unmatched = Number(body.unmatchedGifts ?? 0);
  const errorCount = Number(body.errorCount ?? 0);
  const parts = [`${countFormat.format(Number(body.rowCount ?? 0))} rows read: ${countFormat.format(matched)} donors of the mailing gave`];
  if (unmatched > 0) parts.push(`${countFormat.format(unmatched)} gifts are from donors not in this mailing and were left out`);
  if (errorCount > 0) parts.push(`${countFormat.format(errorCount)} cells could not be read (below)`);
  return { isOk: true, message: `${parts.join('; ')}.`, errors, errorCount };
}

/** /appeal-results?appealId={id}: the appeal's results report and importing a results file. */
export function useAppealResultsPage() {
  const [params] = useSearchParams();
  const appealId = Number(params.get('appealId'));
  const isValidId = Number.isSafeInteger(appealId) && appealId > 0;
  const [{ data, fetching, error }, refetch] = useQuery({ query: AppealResultsDocument, variables: { appealId }, pause: !isValidId, requestPolicy: 'network-only' });
  const [isImporting, setIsImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const handleImport = async (file: File | null) => {
    if (!file) return;
    setIsImporting(true);
    setOutcome(null);
    try {
      const response = await fetch(`/files/appeal-results-upload?appealId=${appealId}&fileName=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', 'content-type': file.type || 'application/octet-stream' },
        body: file,
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      setOutcome(describeImport(response.status, body));
      if (response.ok) refetch({ requestPolicy: 'network-only' });
    } catch {
      setOutcome({ isOk: false, message: 'The connection was lost while importing. Please try again.', errors: [], errorCount: 0 });
    } finally {
      setIsImporting(false);
    }
  };

  return {
    appealId: isValidId ? appealId : null,
    results: data?.getAppealResults ?? null,
    isLoading: fetching && !data,
    error: error?.graphQLErrors[0]?.message ?? (error ? 'The results could not be loaded.' : null),
    isImporting,
    outcome,
    handleImport,
    /** After results were read another way (from the CRM). */
    reload: () => refetch({ requestPolicy: 'network-only' }),
  };
}
export type AppealResultsPageState = ReturnType<typeof useAppealResultsPage>;
export type AppealResultsData = NonNullable<AppealResultsPageState['results']>;
