import { Alert, Anchor, Button, Group, Menu, Modal, Paper, Radio, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDots, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { selectEnvironment, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { useVirtuousPopup } from './virtuous-connect.ts';
import { DeleteVirtuousAccountDocument, ExchangeVirtuousTokenDocument, VirtuousAccountsDocument, VirtuousClaimsTokenDocument, VirtuousIngestionDocument } from './virtuous-documents.ts';
import { exchangeMessage, isAccountSelectable, type VirtuousAccount, type VirtuousMessage } from './virtuous-texts.ts';

export const EMPTY_ACCOUNTS_TEXT = 'No Virtuous environment has been linked to you company. Click "+ Add New" to link your Virtuous environment.';
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** /virtuous: the linked Virtuous accounts (wizard step 1 of the second system). */
export function VirtuousAccountsPage() {
  const navigate = useNavigate();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const wizard = useWizardState();
  const isAdministrator = user?.isAdministrator ?? false;
  const [{ data, fetching }, refetch] = useQuery({ query: VirtuousAccountsDocument, requestPolicy: 'cache-and-network' });
  const accounts = useMemo(() => data?.listLinkedVirtuousAccounts ?? [], [data]);
  const [selectedId, setSelectedId] = useState<number | null>(wizard.environment?.id ?? null);
  const [reconnectId, setReconnectId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<VirtuousAccount | null>(null);
  const [message, setMessage] = useState<Pick<VirtuousMessage, 'color' | 'text'> | null>(null);
  const [, exchange] = useMutation(ExchangeVirtuousTokenDocument);
  const [, remove] = useMutation(DeleteVirtuousAccountDocument);
  const [, ingest] = useMutation(VirtuousIngestionDocument);

  const openPopup = useVirtuousPopup(async (token) => {
    const isReconnect = params.get('reconnect') === 'true';
    const result = await exchange({ token, isReconnect, virtuousAccountId: isReconnect ? reconnectId : null });
    setParams({}, { replace: true });
    setMessage(exchangeMessage(result.data?.ExchangeVirtuousToken, isReconnect));
    refetch({ requestPolicy: 'network-only' });
  });

  const connect = async (accountId: number | null) => {
    setMessage(null);
    const claims = await client.query(VirtuousClaimsTokenDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    const token = claims.data?.getVirtuousClaimsToken;
    if (!token) return setMessage({ color: 'red', text: 'Unauthoized' });
    setReconnectId(accountId);
    if (accountId !== null) setParams({ reconnect: 'true' }, { replace: true });
    openPopup(token);
  };

  const resyncTags = async (account: VirtuousAccount) => {
    const result = await ingest({ virtuousAccountId: account.id, resourceType: 'TAGS' });
    const answer = result.data?.VirtuousIngestion;
    setMessage(answer?.statusCode === 200 ? { color: 'teal', text: `Tags of ${account.organizationName} are synced up!` } : { color: 'red', text: 'Something went wrong while resyncing Tags of the virtuous environment' });
    refetch({ requestPolicy: 'network-only' });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await remove({ id: removing.id });
    if (result.data?.deleteCompanyToVirtuousAccount.statusCode !== 200) setMessage({ color: 'red', text: 'Something went wrong while deleting the virtuous environment' });
    if (selectedId === removing.id) setSelectedId(null);
    setRemoving(null);
    refetch({ requestPolicy: 'network-only' });
  };

  const selected = accounts.find((a) => a.id === selectedId && isAccountSelectable(a)) ?? null;
  const handleNext = () => {
    if (!selected) return;
    selectEnvironment({ id: selected.id, name: selected.organizationName });
    navigate('/virtuous/select-tag');
  };

  return (
    <WizardFrame source="virtuous" step="select_environment" card={{ organizationName: selected?.organizationName }}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between">
            <div>
              <Title order={2}>Select Environment</Title>
              <Text c="dimmed">Choose your Environment: the Virtuous account whose tags and gifts your ask strings are built from.</Text>
            </div>
            {isAdministrator && <Button onClick={() => void connect(null)}>+ Add New</Button>}
          </Group>
          {message && (
            <Alert color={message.color} data-testid="virtuous-message">
              {message.text}
            </Alert>
          )}
          <Table highlightOnHover verticalSpacing="sm" aria-label="Virtuous environments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Constituents</Table.Th>
                <Table.Th>Tags</Table.Th>
                {isAdministrator && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account) => {
                const canSelect = isAccountSelectable(account);
                return (
                  <Table.Tr key={account.id} data-testid={`virtuous-account-${account.id}`} onClick={() => canSelect && setSelectedId(account.id)} style={{ cursor: canSelect ? 'pointer' : 'not-allowed' }} bg={selected?.id === account.id ? 'blue.0' : undefined}>
                    <Table.Td>
                      <Radio aria-label={`Select ${account.organizationName}`} checked={selected?.id === account.id} disabled={!canSelect} onChange={() => setSelectedId(account.id)} />
                    </Table.Td>
                    <Table.Td>{account.id}</Table.Td>
                    <Table.Td>
                      <Text fw={600}>{account.organizationName}</Text>
                      {account.needsReauthentication && (
                        <Text size="xs" c="red">
                          Please reauthenticate this environment.
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{count.format(account.totalConstituents)}</Table.Td>
                    <Table.Td>{count.format(account.totalTags)}</Table.Td>
                    {isAdministrator && (
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Group gap="xs" wrap="nowrap">
                          {account.isLocked === 1 && (
                            <Tooltip label="Locked while a tag is syncing">
                              <IconLock size={16} aria-label="locked" />
                            </Tooltip>
                          )}
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <Button size="compact-sm" variant="subtle" aria-label={`Actions for ${account.organizationName}`}>
                                <IconDots size={16} />
                              </Button>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item onClick={() => void connect(account.id)}>Reauthenticate</Menu.Item>
                              <Menu.Item onClick={() => void resyncTags(account)}>Resync Tags</Menu.Item>
                              <Menu.Item color="var(--mantine-color-error)" onClick={() => setRemoving(account)}>
                                Remove
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
              {!fetching && accounts.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={isAdministrator ? 6 : 5}>
                    <Text c="dimmed" ta="center">
                      {EMPTY_ACCOUNTS_TEXT}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Anchor component="button" type="button" onClick={() => navigate('/')}>
              Back to Home
            </Anchor>
            <Button disabled={!selected} onClick={handleNext}>
              Select Tag
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove Virtuous environment?" size={450} centered>
        <Stack>
          <Text>
            {removing?.organizationName}, its synced contacts, gifts and tags will be removed from Askwise. Appeals already built stay.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void confirmRemove()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </WizardFrame>
  );
}
