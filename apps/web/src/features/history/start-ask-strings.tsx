import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconDatabase, IconFileSpreadsheet, IconHeartHandshake, type Icon } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearCurrentAppeal, selectEnvironment } from '../../wizard/index.ts';
import { usePracticeOnlyEnvironment } from '../environments/index.ts';

export interface AskStringSource {
  route: '/excel' | '/blackbaud' | '/virtuous';
  title: string;
  description: string;
  action: string;
  icon: Icon;
}

/** The three ways to start ask strings: an Excel file, the donor database, the second system. */
export const ASK_STRING_SOURCES: readonly AskStringSource[] = [
  { route: '/excel', title: 'Excel File', description: 'Upload your donors in the Askwise Excel template.', action: 'Upload Excel File(s)', icon: IconFileSpreadsheet },
  { route: '/blackbaud', title: "Raiser's Edge NXT", description: 'Use an audience list of your donor database.', action: 'Connect to the donor database', icon: IconDatabase },
  { route: '/virtuous', title: 'Virtuous', description: 'Use a tag of your Virtuous contacts.', action: 'Connect to Virtuous', icon: IconHeartHandshake },
];

/** Spec: the current appeal is cleared first, and navigation follows about 100 ms later. */
export const START_NAVIGATION_DELAY_MS = 100;

/** Starts a new ask-string run from a source: forgets the current appeal, then opens the source's page. */
export function useStartAskStrings(): (route: AskStringSource['route']) => void {
  const navigate = useNavigate();
  return useCallback(
    (route) => {
      clearCurrentAppeal();
      setTimeout(() => navigate(route), START_NAVIGATION_DELAY_MS);
    },
    [navigate],
  );
}

/**
 * '> Try the product first': shown only while the practice environment is the company's only environment;
 * it opens the practice environment's audience lists (its environment list while it is still being made).
 */
export function TryProductFirstLink() {
  const navigate = useNavigate();
  const practice = usePracticeOnlyEnvironment();
  if (!practice) return null;
  const open = () => {
    clearCurrentAppeal();
    if (practice.status !== 'DONE') return navigate('/blackbaud');
    selectEnvironment({ id: practice.id, name: practice.organizationName });
    navigate('/select-audience');
  };
  return (
    <Anchor component="button" type="button" fw={600} onClick={open}>
      {'> Try the product first'}
    </Anchor>
  );
}

/** The history footer's 'Create Ask Strings' dialog. */
export function CreateAskStringsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const start = useStartAskStrings();
  return (
    <Modal opened={opened} onClose={onClose} title="Create Ask Strings" size={450} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Where are the donors of your new appeal?
        </Text>
        {ASK_STRING_SOURCES.map((source) => (
          <Button key={source.route} variant="light" justify="flex-start" leftSection={<source.icon size={18} />} onClick={() => start(source.route)}>
            {source.action}
          </Button>
        ))}
        <TryProductFirstLink />
      </Stack>
    </Modal>
  );
}
