import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { CreateAppealDocument, setCurrentAppeal, useDataImportSourceIds } from '../../wizard/index.ts';
import { SaveExcelMappingDocument } from './excel-documents.ts';

export const NAME_REQUIRED = 'Name is required.';
const NO_SECTION = { items: [], fromDate: null, toDate: null };
const EMPTY_MAPPING = { appealLastYear: NO_SECTION, appealTwoYear: NO_SECTION, appealThreeYear: NO_SECTION, campaign: NO_SECTION, specialEvent: NO_SECTION };

interface NameAppealDialogProps {
  opened: boolean;
  onClose: () => void;
  fileId: number;
  fileName: string;
}

/**
 * 'Please Name Your Appeal': creates the Excel appeal (step number_of_asks; locked, no audience and an
 * empty mapping, as the spec stores Excel appeals) and goes on to the number of asks or to appeal history.
 */
export function NameAppealDialog({ opened, onClose, fileId, fileName }: NameAppealDialogProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'next' | 'later' | null>(null);
  const [, createAppeal] = useMutation(CreateAppealDocument);
  const [, saveMapping] = useMutation(SaveExcelMappingDocument);
  const sourceIds = useDataImportSourceIds();

  const create = async (then: 'next' | 'later') => {
    if (!name.trim()) return setProblem(NAME_REQUIRED);
    if (sourceIds === null) return;
    setProblem(null);
    setPending(then);
    const result = await createAppeal({ name: name.trim(), blackbaudOrganizationId: fileId, audienceId: 0, dataImportSourceId: sourceIds.excel, step: 'number_of_asks' });
    const appeal = result.data?.createAppeal;
    if (!appeal) {
      setPending(null);
      return setProblem(result.error?.graphQLErrors[0]?.message ?? 'The appeal could not be created. Please try again.');
    }
    const mapping = await saveMapping({ appealId: appeal.id, mappingAppeal: EMPTY_MAPPING });
    setPending(null);
    if (mapping.data?.MapAppealRequest.statusCode !== 200) return setProblem('The mapping appeal request was unsuccessful. Please try again');
    setCurrentAppeal({ ...appeal, organizationName: appeal.organizationName ?? fileName });
    navigate(then === 'next' ? `/number-ask?appealId=${appeal.id}` : '/appeal-history');
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Please Name Your Appeal" size={450} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Your appeal draws on the donors of {fileName}.
        </Text>
        <TextInput
          label="Appeal name"
          placeholder="e.g. Spring Appeal 2026"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          data-autofocus
          onKeyDown={(event) => {
            if (event.key === 'Enter') void create('next');
          }}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void create('later')} loading={pending === 'later'} disabled={pending !== null || sourceIds === null}>
            {'> Save and continue later'}
          </Button>
          <Button onClick={() => void create('next')} loading={pending === 'next'} disabled={pending !== null || sourceIds === null}>
            Select Number of Asks
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
