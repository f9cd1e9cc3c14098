import { useEffect } from 'react';
import { useSubscription } from 'urql';
import { UpdatedEnvironmentDocument } from './environment-documents.ts';

/**
 * Follows one environment's changes (updatedBlackbaudOrganization(id)): the list is read again on each.
 * A component, not a hook, so that the page can follow as many environments as its list holds.
 */
export function EnvironmentFollower({ id, onChange }: { id: number; onChange: () => void }) {
  const [{ data }] = useSubscription({ query: UpdatedEnvironmentDocument, variables: { id } });
  useEffect(() => {
    if (data) onChange();
  }, [data, onChange]);
  return null;
}
