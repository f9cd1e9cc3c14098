import { INDUSTRIES, validateInviteRow, validateOnboardingCompany } from '@askwise/domain/accounts/index';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { FormError } from './auth-layout.tsx';
import { errorMessage } from './graphql-error.ts';
import { CreateCompanyDocument, HubspotCreateCompanyDocument, InviteUserDocument } from './onboarding-documents.ts';

export const ROLE_OPTIONS = [
  { value: '1', label: 'Admin' },
  { value: '2', label: 'User' },
];

/** Step 2: the company is created with the user as its owner. */
export function OnboardingCompanyStep({ organization, onDone }: { organization: string; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, createCompany] = useMutation(CreateCompanyDocument);
  const [, sendContact] = useMutation(HubspotCreateCompanyDocument);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: organization, address: '', industry: '', phone: '', website: '' },
    validate: (values) => ({ ...validateOnboardingCompany(values), name: values.name.trim() ? null : 'The company name is required.' }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const created = await createCompany({ input: { ...values, address: values.address || null, phone: values.phone || null, website: values.website || null } });
    if (created.error) {
      console.error('Onboarding failed', created.error);
      return setError(errorMessage(created.error));
    }
    await sendContact({});
    onDone();
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" mt="md">
        <Text size="sm" c="dimmed">
          Tell us about your organization.
        </Text>
        <TextInput label="Company name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Address" {...form.getInputProps('address')} />
        <Select label="Industry" withAsterisk placeholder="Choose an industry" data={[...INDUSTRIES]} {...form.getInputProps('industry')} />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
        <TextInput label="Website" placeholder="www.example.org" {...form.getInputProps('website')} />
        <FormError message={error} />
        <Button type="submit" loading={fetching} style={{ alignSelf: 'flex-end' }}>
          Next
        </Button>
      </Stack>
    </form>
  );
}

interface InviteRow {
  email: string;
  roleId: string;
}

/** Step 3: invite colleagues; a failed invitation is skipped (error catalogue). */
export function OnboardingUsersStep({ onDone }: { onDone: () => void }) {
  const [{ fetching }, invite] = useMutation(InviteUserDocument);
  const form = useForm<{ rows: InviteRow[] }>({
    mode: 'controlled',
    initialValues: { rows: [{ email: '', roleId: '2' }] },
    validate: {
      rows: {
        email: (email, values, path) => validateInviteRow({ email, roleId: Number(rowAt(values, path).roleId) || null }).email ?? null,
        roleId: (roleId, values, path) => validateInviteRow({ email: rowAt(values, path).email, roleId: Number(roleId) || null }).roleId ?? null,
      },
    },
  });

  const handleSubmit = form.onSubmit(async ({ rows }) => {
    for (const row of rows) {
      const result = await invite({ input: { email: row.email, roleId: Number(row.roleId) } });
      if (result.error) console.warn('Invitation skipped', row.email);
    }
    onDone();
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" mt="md">
        <Text size="sm" c="dimmed">
          Invite your colleagues. They get an e-mail with a link to join.
        </Text>
        {form.values.rows.map((_, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput label={index === 0 ? 'Email' : undefined} placeholder="colleague@example.org" style={{ flex: 1 }} {...form.getInputProps(`rows.${index}.email`)} />
            <Select label={index === 0 ? 'Role' : undefined} w={120} data={ROLE_OPTIONS} {...form.getInputProps(`rows.${index}.roleId`)} />
            <ActionIcon variant="subtle" color="gray" mt={index === 0 ? 28 : 4} aria-label="Remove" onClick={() => form.removeListItem('rows', index)} disabled={form.values.rows.length === 1}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" leftSection={<IconPlus size={14} />} style={{ alignSelf: 'flex-start' }} onClick={() => form.insertListItem('rows', { email: '', roleId: '2' })}>
          Add another
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Skip
          </Button>
          <Button type="submit" loading={fetching}>
            Send invites
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function rowAt(values: { rows: InviteRow[] }, path: string): InviteRow {
  const index = Number(path.split('.')[1]);
  return values.rows[index] ?? { email: '', roleId: '' };
}

