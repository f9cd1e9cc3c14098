import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { WizardFrame } from '../../wizard/index.ts';
import { ExcelFilesDocument, SoftDeleteExcelOrganizationDocument } from './excel-documents.ts';
import { ExcelFilesTable, type ExcelFileItem } from './excel-files-table.tsx';
import { isReviewable } from './excel-status.ts';
import { selectExcelFile, useSelectedExcelFile } from './selected-excel-file.ts';
import { ExcelUploadDialog } from './upload/excel-upload-dialog.tsx';

/** /excel: the company's Excel files; choose one to review, or (administrators) upload a new one. */
export function ExcelFilesPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdministrator = Boolean(user?.isAdministrator);
  const selected = useSelectedExcelFile();
  const [isUploading, setIsUploading] = useState(false);
  const [{ data, fetching, error }, refetch] = useQuery({ query: ExcelFilesDocument, requestPolicy: 'cache-and-network' });
  const [, softDelete] = useMutation(SoftDeleteExcelOrganizationDocument);
  const files = data?.getExcelOrganizations ?? [];
  const selectedFile = files.find((f) => f.id === selected?.id) ?? null;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const choose = (file: ExcelFileItem) => selectExcelFile({ id: file.id, name: file.name, constituentTotal: file.constituentTotal, customColumns: file.customColumns });
  const remove = async (file: ExcelFileItem) => {
    const result = await softDelete({ id: file.id });
    if (result.error) {
      notifications.show({ color: 'red', message: result.error.graphQLErrors[0]?.message ?? 'The file could not be removed.' });
      return;
    }
    if (selected?.id === file.id) selectExcelFile(null);
    reload();
  };

  return (
    <WizardFrame source="excel" step="upload_excel">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>Excel Files</Title>
          {isAdministrator && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIsUploading(true)}>
              Add New
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          Choose the file whose donors you want ask strings for.
        </Text>
        <Paper withBorder radius="md" p="md">
          {fetching && !data ? (
            <Center p="xl">
              <Loader />
            </Center>
          ) : error ? (
            <Alert color="red">The Excel files could not be loaded.</Alert>
          ) : files.length === 0 ? (
            <Text c="dimmed" ta="center" p="xl">
              {isAdministrator ? 'No Excel file yet. Click "+ Add New" to upload your donors.' : 'No Excel file yet. Ask an administrator to upload one.'}
            </Text>
          ) : (
            <ExcelFilesTable files={files} selectedId={selectedFile?.id ?? null} isAdministrator={isAdministrator} onSelect={choose} onRemove={remove} onChanged={reload} />
          )}
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate('/blackbaud')}>
            Connect to donor database
          </Button>
          <Button disabled={!selectedFile || !isReviewable(selectedFile.status)} onClick={() => navigate('/excel/file-detail')}>
            Review Selection
          </Button>
        </Group>
      </Stack>
      {isAdministrator && (
        <ExcelUploadDialog
          opened={isUploading}
          onClose={() => setIsUploading(false)}
          onFinished={(file) => {
            reload();
            if (file) selectExcelFile(file);
          }}
        />
      )}
    </WizardFrame>
  );
}
