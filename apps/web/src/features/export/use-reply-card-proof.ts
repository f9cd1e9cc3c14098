import { useState } from 'react';
import { useMutation } from 'urql';
import { CreateReplyCardProofDocument } from './export-documents.ts';
import { triggerDownload } from './export-downloads.ts';

/** 'Download reply-card proof (PDF)': the server makes the PDF of the first donors' cards, the browser downloads it. */
export function useReplyCardProof(appealId: number | null) {
  const [{ fetching }, createProof] = useMutation(CreateReplyCardProofDocument);
  const [error, setError] = useState<string | null>(null);

  const download = async (): Promise<string | null> => {
    if (appealId === null) return null;
    setError(null);
    const result = await createProof({ appealId });
    const link = result.data?.createReplyCardProof.downloadUrl;
    if (result.error || !link) {
      setError(result.error?.graphQLErrors[0]?.message ?? 'The proof could not be made. Please try again.');
      return null;
    }
    triggerDownload(link);
    return link;
  };

  return { download, isMaking: fetching, error };
}
