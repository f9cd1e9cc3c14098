import { INDUSTRIES, normalizeZipInput, validateCompanyProfile } from '@askwise/domain/accounts/index';
import { Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { graphql } from '../../graphql/generated/index.ts';

const CompanyDocument = graphql(`
  query GetCompany {
    getCompany {
      id
      name
      address
      address2
      city
      state
      zip
      phone
      industry
      website
    }
  }
`);
const UpdateCompanyDocument = graphql(`
  mutation UpdateCompany($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      id
      name
      address
      address2
      city
      state
      zip
      phone
      industry
      website
    }
  }
`);

const EMPTY = { name: '', address: '', address2: '', city: '', state: '', zip: '', phone: '', industry: '', website: '' };

type CompanyValues = typeof EMPTY;

/** /profile/company: the company profile; read-only unless the user is an administrator. */
export function CompanyProfilePage() {
  const [{ data }] = useQuery({ query: CompanyDocument });
  const company = data?.getCompany;
  return (
    <ProfileLayout>
      <Paper withBorder p="lg">
        {company ? (
          <CompanyForm
            key={company.id}
            initial={Object.fromEntries(Object.keys(EMPTY).map((key) => [key, company[key as keyof CompanyValues] ?? ''])) as CompanyValues}
          />
        ) : (
          <Center h={200}>
            <Loader />
          </Center>
        )}
      </Paper>
    </ProfileLayout>
  );
}

function CompanyForm({ initial }: { initial: CompanyValues }) {
  const { user } = useSession();
  const isAdmin = !!user?.isAdministrator;
  const [{ fetching }, update] = useMutation(UpdateCompanyDocument);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: initial, validate: (values) => validateCompanyProfile(values) });

  const handleSubmit = form.onSubmit(async (values) => {
    if (!isAdmin) return;
    setError(null);
    const result = await update({ input: values });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? 'Saving failed.');
    notifications.show({ message: 'Saved', color: 'green', autoClose: 3000 });
  });

  const field = (name: keyof CompanyValues) => ({ disabled: !isAdmin, ...form.getInputProps(name) });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={640}>
        <Title order={3}>Company</Title>
        {!isAdmin && (
          <Text size="sm" c="dimmed">
            Only an administrator can change the company profile.
          </Text>
        )}
        <TextInput label="Name" withAsterisk {...field('name')} />
        <TextInput label="Address" withAsterisk {...field('address')} />
        <TextInput label="Address 2" {...field('address2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="City" withAsterisk {...field('city')} />
          <TextInput label="State" withAsterisk {...field('state')} />
          <TextInput label="Zip" withAsterisk {...field('zip')} onChange={(event) => form.setFieldValue('zip', normalizeZipInput(event.currentTarget.value))} />
        </SimpleGrid>
        <Group grow align="flex-start">
          <TextInput label="Phone" {...field('phone')} />
          <Select label="Industry" data={[...INDUSTRIES]} {...field('industry')} />
        </Group>
        <TextInput label="Website" {...field('website')} />
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
        {isAdmin && (
          <Button type="submit" loading={fetching} style={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
        )}
      </Stack>
    </form>
  );
}
