import { Anchor, Card, Container, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { useDataImportSourceIds } from '../../wizard/index.ts';
import {
  AppealHistoryDocument,
  AppealHistoryTable,
  AppealsSidebar,
  ASK_STRING_SOURCES,
  SOURCE_FILTERS,
  type SourceFilter,
  sourceFilterOf,
  sourceIdOfFilter,
  TryProductFirstLink,
  useStartAskStrings,
} from '../history/index.ts';

/** Home shows the 5 most recent appeals. */
const RECENT_APPEALS = 5;

/** '/': greeting, the three ways to create ask strings, and the most recent appeals. */
export function HomePage() {
  const { user } = useSession();
  const start = useStartAskStrings();
  const [filterValue, setFilterValue] = useState<SourceFilter>('all');
  const sourceIds = useDataImportSourceIds();
  const filter = sourceFilterOf(filterValue);
  const sourceId = sourceIdOfFilter(filter, sourceIds);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AppealHistoryDocument,
    variables: { input: { limit: RECENT_APPEALS, offset: 0, orderBy: '', search: '', dataImportSourceId: sourceId ?? null } },
    pause: sourceId === undefined,
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('getAppealHistory failed', error);
  }, [error]);
  const name = user?.firstName || user?.email || '';

  return (
    <Container fluid px="md">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <AppealsSidebar text="Build a personal ladder of asks for every donor of an appeal, review it, and export mail-ready files." />
        <Stack flex={1} miw={0} gap="lg">
          <Title order={2}>Hello, {name}</Title>
          <Stack gap="sm">
            <Title order={4}>Create Ask Strings</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {ASK_STRING_SOURCES.map((source) => (
                <UnstyledButton key={source.route} onClick={() => start(source.route)}>
                  <Card withBorder radius="md" padding="lg" h="100%">
                    <Group wrap="nowrap" align="flex-start">
                      <ThemeIcon size={44} radius="md" variant="light">
                        <source.icon size={26} />
                      </ThemeIcon>
                      <Stack gap={4}>
                        <Text fw={700}>{source.title}</Text>
                        <Text size="sm" c="dimmed">
                          {source.description}
                        </Text>
                      </Stack>
                    </Group>
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            <TryProductFirstLink />
          </Stack>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Group justify="space-between">
                <Title order={4}>Recent Appeals</Title>
                <SegmentedControl
                  aria-label="Source"
                  value={filter.value}
                  onChange={(value) => setFilterValue(value as SourceFilter)}
                  data={SOURCE_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
                />
              </Group>
              {!data && fetching ? (
                <Group justify="center" py="xl">
                  <Loader />
                </Group>
              ) : (
                <AppealHistoryTable
                  rows={data?.getAppealHistory.data ?? []}
                  showEnvironment={filter.value === 'all'}
                  dateStyle="home"
                  onChanged={() => refetch({ requestPolicy: 'network-only' })}
                />
              )}
              <Group justify="flex-end">
                <Anchor component={Link} to="/appeal-history" size="sm">
                  See all appeals
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Group>
    </Container>
  );
}
