import { Alert, Button, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { WizardFrame } from '../../wizard/index.ts';
import { ExcelFilesDocument, ExcelRowsDocument } from './excel-documents.ts';
import { ExcelRowsTable } from './excel-rows-table.tsx';
import { NameAppealDialog } from './name-appeal-dialog.tsx';
import { useSelectedExcelFile } from './selected-excel-file.ts';

export const EXCEL_PAGE_SIZES = ['5', '10', '15', '20', '100'];
const DEFAULT_PAGE_SIZE = 100;
/** Spec section 9: search waits 600 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 600;
const countFormat = new Intl.NumberFormat('en-US');

/** /excel/file-detail: review the selected file's donors, then name the appeal. */
export function ExcelFileDetailPage() {
  const selected = useSelectedExcelFile();
  if (!selected) return <Navigate to="/excel" replace />;
  return <FileDetail fileId={selected.id} fallbackName={selected.name} />;
}

function FileDetail({ fileId, fallbackName }: { fileId: number; fallbackName: string }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [isNaming, setIsNaming] = useState(false);

  useEffect(() => {
    if (debouncedSearch === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch) next.set('search', debouncedSearch);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
    setPage(1);
  }, [debouncedSearch, search, setParams]);

  const [{ data: files }] = useQuery({ query: ExcelFilesDocument, requestPolicy: 'cache-first' });
  const file = files?.getExcelOrganizations.find((f) => f.id === fileId);
  const [{ data, fetching, error }] = useQuery({
    query: ExcelRowsDocument,
    variables: { organizationId: fileId, limit: pageSize, offset: page - 1, search: search || null },
    requestPolicy: 'cache-and-network',
  });
  const rows = data?.listExcelDetailByOrganizationId ?? [];
  const total = rows[0]?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const name = file?.name ?? fallbackName;

  return (
    <WizardFrame source="excel" step="review_excel" card={{ organizationName: name }}>
      <Stack>
        <Title order={2}>{name}</Title>
        <Text c="dimmed" size="sm">
          Review Your Constituent Records
        </Text>
        <Paper withBorder radius="md" p="md">
          <Stack>
            <Group justify="space-between">
              <TextInput
                aria-label="Search constituents"
                placeholder="Search by name, id, e-mail or address"
                leftSection={<IconSearch size={16} />}
                value={searchText}
                onChange={(event) => setSearchText(event.currentTarget.value)}
                w={340}
              />
              {fetching && <Loader size="sm" />}
            </Group>
            {error ? (
              <Alert color="red">{error.graphQLErrors[0]?.message ?? 'The rows could not be loaded.'}</Alert>
            ) : (
              <ExcelRowsTable rows={rows} customColumns={file?.customColumns ?? []} />
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm">Rows per page</Text>
                <Select
                  aria-label="Rows per page"
                  w={90}
                  data={EXCEL_PAGE_SIZES}
                  value={String(pageSize)}
                  onChange={(value) => {
                    setPageSize(Number(value ?? DEFAULT_PAGE_SIZE));
                    setPage(1);
                  }}
                  allowDeselect={false}
                />
              </Group>
              <Text size="sm" aria-label="Rows shown">
                {countFormat.format(first)}–{countFormat.format(last)} of {countFormat.format(total)}
              </Text>
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages" />
            </Group>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate('/excel')}>
            Select Environment
          </Button>
          <Button onClick={() => setIsNaming(true)} disabled={total === 0 && !search}>
            Select Number of Asks
          </Button>
        </Group>
      </Stack>
      <NameAppealDialog opened={isNaming} onClose={() => setIsNaming(false)} fileId={fileId} fileName={name} />
    </WizardFrame>
  );
}
