import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { RefreshAudienceListsDocument } from './audience-documents.ts';

/**
 * RefreshBlackbaudAudienceLists for an administrator: the environment's lists are read from the donor
 * database again (a list created or renamed there since the last sync), without syncing the environment.
 */
export function RefreshAudienceListsButton({ environmentId, disabled, onRefreshed }: { environmentId: number; disabled: boolean; onRefreshed: () => void }) {
  const [{ fetching }, refresh] = useMutation(RefreshAudienceListsDocument);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    const answer = await refresh({ companyOrganizationId: environmentId });
    const result = answer.data?.RefreshBlackbaudAudienceLists;
    if (!result || result.statusCode !== 200) {
      setError(result?.error ?? answer.error?.graphQLErrors[0]?.message ?? 'Something went wrong');
      return;
    }
    onRefreshed();
  };
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} disabled={disabled} loading={fetching} onClick={() => void run()}>
        Refresh Audience Lists
      </Button>
      {error && <Alert color="red">Error : {error}</Alert>}
    </>
  );
}
