import { Anchor, Container, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import askRules from '../../../../../docs/ask-rules.md?raw';
import { MarkdownView } from './markdown-view.tsx';

/** /help/ask-rules: 'How asks are calculated', the product's own docs/ask-rules.md. */
export function AskRulesPage() {
  const navigate = useNavigate();
  return (
    <Container size="lg">
      <Stack gap="sm">
        <Anchor component="button" type="button" size="sm" onClick={() => navigate(-1)}>
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Back
        </Anchor>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="sm">
            <MarkdownView markdown={askRules} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
