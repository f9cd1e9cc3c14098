import { PHONE_PREFIXES, validatePersonalProfile } from '@askwise/domain/accounts/index';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useSession } from '../../session/index.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { graphql } from '../../graphql/generated/index.ts';

const SaveProfileDocument = graphql(`
  mutation SaveProfile($input: ProfileInput!) {
    updateProfile(input: $input)
  }
`);

const SAVED_TOAST_MS = 3000;

function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const match = /^(\+1|\+52) (.*)$/.exec(phone ?? '');
  return match ? { prefix: match[1]!, number: match[2]! } : { prefix: '+1', number: phone ?? '' };
}

/** /profile/profile: names, title and phone; organization is locked once there is a company; e-mail read-only. */
export function PersonalProfilePage() {
  const { user, refresh } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SaveProfileDocument);
  const phone = splitPhone(user?.phone);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      organization: user?.company?.name ?? '',
      role: user?.role ?? '',
      phonePrefix: phone.prefix,
      phone: phone.number,
      email: user?.email ?? '',
    },
    validate: (values) => validatePersonalProfile(values),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const result = await save({
      input: { firstName: values.firstName, lastName: values.lastName, role: values.role || null, phone: values.phone ? `${values.phonePrefix} ${values.phone}` : null },
    });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? 'Saving failed.');
    notifications.show({ message: 'Saved', color: 'green', autoClose: SAVED_TOAST_MS });
    refresh();
  });

  return (
    <ProfileLayout>
      <Paper withBorder p="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm" maw={560}>
            <Title order={3}>Profile</Title>
            <Group grow align="flex-start">
              <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
            </Group>
            <TextInput label="Organization" withAsterisk disabled={!!user?.company} {...form.getInputProps('organization')} />
            <TextInput label="Title" {...form.getInputProps('role')} />
            <Group align="flex-start" wrap="nowrap">
              <Select label="Prefix" w={100} data={[...PHONE_PREFIXES]} allowDeselect={false} {...form.getInputProps('phonePrefix')} />
              <TextInput label="Phone" style={{ flex: 1 }} inputMode="numeric" {...form.getInputProps('phone')} />
            </Group>
            <TextInput label="E-mail" readOnly disabled {...form.getInputProps('email')} />
            {error && (
              <Title order={6} c="red">
                {error}
              </Title>
            )}
            <Button type="submit" loading={fetching} style={{ alignSelf: 'flex-start' }}>
              Save
            </Button>
          </Stack>
        </form>
      </Paper>
    </ProfileLayout>
  );
}
