import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { SubscriptionDetailDocument } from './billing-documents.ts';

/** /profile/subscription/pdf/{invoiceId}: sends the browser on to the invoice PDF's download address. */
export function InvoicePdfPage() {
  const { invoiceId = '' } = useParams();
  const [{ data, error }] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'SUBSCRIPTION_INVOICE_PDF', invoiceId }, requestPolicy: 'network-only' });
  const url = data?.SubscriptionDetailRequest.invoicePdf?.download_url;
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  const failure = error?.graphQLErrors[0]?.message ?? error?.message ?? (data && !url ? (data.SubscriptionDetailRequest.message ?? 'This invoice could not be found.') : null);
  return (
    <Center h={300}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <Stack align="center">
          <Loader />
          <Text c="dimmed">Opening the invoice..</Text>
        </Stack>
      )}
    </Center>
  );
}
