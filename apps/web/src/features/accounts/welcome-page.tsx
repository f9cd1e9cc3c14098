import { Anchor, Button, Center, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useSession } from '../../session/index.ts';
import { graphql } from '../../graphql/generated/index.ts';

const WelcomeLogoutDocument = graphql(`
  mutation WelcomeLogout {
    logout
  }
`);

/** /welcome: a greeting and a 'How did you hear about us?' question before entering the product. */
export function WelcomePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [, logout] = useMutation(WelcomeLogoutDocument);
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper w={480} p="xl" withBorder shadow="sm">
        <Stack>
          <Title order={2}>Welcome, {user?.firstName ?? user?.email}!</Title>
          <Text c="dimmed">Askwise suggests the right ask for every donor on your appeal list.</Text>
          <Select
            label="How did you hear about us?"
            placeholder="Choose one"
            data={['Search engine', 'A colleague', 'A conference or webinar', 'Social media', 'Other']}
          />
          <Button onClick={() => navigate('/')}>Access to Askwise</Button>
          <Anchor component="button" type="button" size="sm" onClick={() => void logout({}).finally(() => window.location.assign('/auth'))}>
            Log out
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
