import { hasErrors, validateInviteUser } from '@askwise/domain/accounts/index';
import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useSession } from '../../session/index.ts';
import type { CompanyUsersQuery } from '../../graphql/generated/graphql.ts';
import { InviteCompanyUserDocument, UpdateCompanyUserDocument } from './users-documents.ts';

export type CompanyUserItem = CompanyUsersQuery['getCompanyUsers'][number];

const ROLE_OPTIONS = [
  { value: '1', label: 'Admin' },
  { value: '2', label: 'User' },
];

/** The invite panel, or the edit panel when a user is given (names and e-mail locked; the button reads Update). */
export function UserForm({ companyName, editing, onBack }: { companyName: string; editing: CompanyUserItem | null; onBack: (changed: boolean) => void }) {
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: inviting }, invite] = useMutation(InviteCompanyUserDocument);
  const [{ fetching: updating }, update] = useMutation(UpdateCompanyUserDocument);
  const form = useForm({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: {
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      email: editing?.email ?? '',
      roleId: editing ? String(editing.roleId) : '',
    },
    validate: (values) => validateInviteUser({ ...values, roleId: Number(values.roleId) || null }),
  });
  const isInvalid = hasErrors(validateInviteUser({ ...form.values, roleId: Number(form.values.roleId) || null }));

  const handleSubmit = form.onSubmit(async (values) => {
    // Only an administrator may submit; for anyone else the button does nothing.
    if (!user?.isAdministrator) return;
    setError(null);
    const result = editing
      ? await update({ userId: editing.userId, roleId: Number(values.roleId) })
      : await invite({ input: { email: values.email, firstName: values.firstName, lastName: values.lastName, roleId: Number(values.roleId) } });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? 'Something went wrong.');
    onBack(true);
  });

  return (
    <Stack>
      <Anchor component="button" type="button" size="sm" onClick={() => onBack(false)} style={{ alignSelf: 'flex-start' }}>
        {'< Back to Users List'}
      </Anchor>
      <Title order={3}>{editing ? `Edit User ${editing.userName}` : `Invite New User to ${companyName} Company`}</Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm" maw={520}>
          <Group grow align="flex-start">
            <TextInput label="First Name" withAsterisk disabled={!!editing} {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" withAsterisk disabled={!!editing} {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Email" withAsterisk disabled={!!editing} {...form.getInputProps('email')} />
          <Select label="Role" withAsterisk placeholder="Choose a role" data={ROLE_OPTIONS} {...form.getInputProps('roleId')} />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" disabled={isInvalid} loading={inviting || updating} style={{ alignSelf: 'flex-start' }}>
            {editing ? 'Update' : 'Invite'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
