import { Alert, Button, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { WizardFrame } from '../../wizard/index.ts';
import { ExcelRowsTable } from './excel-rows-table.tsx';
import { NameAppealDialog } from './name-appeal-dialog.tsx';
import { useSelectedExcelFile } from './selected-excel-file.ts';
import { useExcelFileDetailPage } from './use-excel-file-detail-page.ts';

export const EXCEL_PAGE_SIZES = ['5', '10', '15', '20', '100'];
const countFormat = new Intl.NumberFormat('en-US');

/** /excel/file-detail: review the selected file's donors, then name the appeal. */
export function ExcelFileDetailPage() {
  const selected = useSelectedExcelFile();
  if (!selected) return <Navigate to="/excel" replace />;
  return <FileDetail fileId={selected.id} fallbackName={selected.name} />;
}

function FileDetail({ fileId, fallbackName }: { fileId: number; fallbackName: string }) {
  const detail = useExcelFileDetailPage(fileId, fallbackName);
  const { name, rows, error, page, total } = detail;

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
                value={detail.searchText}
                onChange={(event) => detail.handleSearchText(event.currentTarget.value)}
                w={340}
              />
              {detail.fetching && <Loader size="sm" />}
            </Group>
            {error ? (
              <Alert color="red">{error.graphQLErrors[0]?.message ?? 'The rows could not be loaded.'}</Alert>
            ) : (
              <ExcelRowsTable rows={rows} customColumns={detail.customColumns} />
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm">Rows per page</Text>
                <Select
                  aria-label="Rows per page"
                  w={90}
                  data={EXCEL_PAGE_SIZES}
                  value={String(detail.pageSize)}
                  onChange={detail.handlePageSize}
                  allowDeselect={false}
                />
              </Group>
              <Text size="sm" aria-label="Rows shown">
                {countFormat.format(detail.first)}–{countFormat.format(detail.last)} of {countFormat.format(total)}
              </Text>
              <Pagination total={detail.pages} value={page} onChange={detail.handlePage} size="sm" aria-label="Pages" />
            </Group>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={detail.handleBack}>
            Select Environment
          </Button>
          <Button onClick={detail.handleName} disabled={!detail.canName}>
            Select Number of Asks
          </Button>
        </Group>
      </Stack>
      <NameAppealDialog opened={detail.isNaming} onClose={detail.handleCloseNaming} fileId={fileId} fileName={name} />
    </WizardFrame>
  );
}
