import { Button, Container, Group, Loader, Pagination, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDataImportSourceIds } from '../../wizard/index.ts';
import { SOURCE_FILTERS, sourceFilterOf, sourceIdOfFilter } from './appeal-display.ts';
import { AppealHistoryTable } from './appeal-history-table.tsx';
import { AppealsSidebar } from './appeals-sidebar.tsx';
import { AppealHistoryDocument } from './history-documents.ts';
import { CreateAskStringsDialog } from './start-ask-strings.tsx';

export const PAGE_SIZES = ['5', '10', '15', '20'];
const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'createdAt', label: 'Created' },
  { value: 'constituents', label: 'Constituents' },
];
/** Spec section 9: search waits 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}

/** /appeal-history: every appeal of the company, to continue, export again, edit, duplicate or delete. */
export function AppealHistoryPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const orderBy = params.get('orderBy') ?? '';
  const sourceIds = useDataImportSourceIds();
  const filter = sourceFilterOf(params.get('source'));
  const sourceId = sourceIdOfFilter(filter, sourceIds);
  const pageSize = PAGE_SIZES.includes(params.get('pageSize') ?? '') ? Number(params.get('pageSize')) : 5;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [isCreating, setIsCreating] = useState(false);

  useEffect(() => {
    if (debouncedSearch !== search) setParams((current) => withParam(withParam(current, 'search', debouncedSearch), 'page', null), { replace: true });
  }, [debouncedSearch, search, setParams]);

  const [{ data, fetching, error }, refetch] = useQuery({
    query: AppealHistoryDocument,
    variables: { input: { limit: pageSize, offset: (page - 1) * pageSize, orderBy, search, dataImportSourceId: sourceId ?? null } },
    pause: sourceId === undefined,
    requestPolicy: 'cache-and-network',
  });
  // Spec: appeal history failures are logged only.
  useEffect(() => {
    if (error) console.error('getAppealHistory failed', error);
  }, [error]);
  const history = data?.getAppealHistory;
  const pages = Math.max(1, Math.ceil((history?.quantity ?? 0) / pageSize));

  const update = (name: string, value: string | null) => setParams((current) => withParam(withParam(current, name, value), 'page', null));

  return (
    <Container fluid px="md">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <AppealsSidebar text="Every appeal is kept here: save one and continue it later, duplicate last year's appeal, or export it again." />
        <Stack flex={1} miw={0}>
          <Title order={2}>
            {history ? `You have ${history.quantity} appeals (${history.incompleted} uncompleted)` : 'Appeal History'}
          </Title>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Group justify="space-between" wrap="wrap">
                <SegmentedControl
                  aria-label="Source"
                  value={filter.value}
                  onChange={(value) => update('source', value === 'all' ? null : value)}
                  data={SOURCE_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
                />
                <Group>
                  <Select aria-label="Sort by" placeholder="Sort by" w={170} data={SORTS} value={orderBy || null} onChange={(value) => update('orderBy', value)} clearable />
                  <TextInput
                    aria-label="Search appeals"
                    placeholder="Search"
                    leftSection={<IconSearch size={16} />}
                    value={searchText}
                    onChange={(event) => setSearchText(event.currentTarget.value)}
                    w={240}
                  />
                </Group>
              </Group>
              {!history && fetching ? (
                <Group justify="center" py="xl">
                  <Loader />
                </Group>
              ) : (
                <AppealHistoryTable rows={history?.data ?? []} showEnvironment={filter.value === 'all'} dateStyle="history" onChanged={() => refetch({ requestPolicy: 'network-only' })} />
              )}
              <Group justify="space-between">
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Rows per page
                  </Text>
                  <Select aria-label="Rows per page" w={80} data={PAGE_SIZES} value={String(pageSize)} onChange={(value) => update('pageSize', value === '5' ? null : value)} allowDeselect={false} />
                </Group>
                <Pagination total={pages} value={Math.min(page, pages)} onChange={(next) => setParams((current) => withParam(current, 'page', next === 1 ? null : String(next)))} />
              </Group>
            </Stack>
          </Paper>
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/')}>
              Back to Home
            </Button>
            <Button onClick={() => setIsCreating(true)}>Create Ask Strings</Button>
          </Group>
        </Stack>
      </Group>
      <CreateAskStringsDialog opened={isCreating} onClose={() => setIsCreating(false)} />
    </Container>
  );
}
