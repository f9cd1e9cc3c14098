import { validateOnboardingProfile } from '@askwise/domain/accounts/index';
import { Anchor, Button, Center, Group, Paper, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { FormError } from './auth-layout.tsx';
import { errorMessage } from './graphql-error.ts';
import { AcceptInviteDocument, CompanyInviteDocument, HubspotCreateCompanyDocument, UpdateProfileDocument } from './onboarding-documents.ts';
import { OnboardingCompanyStep, OnboardingUsersStep } from './onboarding-steps.tsx';

const OnboardingLogoutDocument = graphql(`
  mutation OnboardingLogout {
    logout
  }
`);

/** /auth/profile: the onboarding wizard (Profile, Company, Add Users). An invited user joins their company after step 1. */
export function OnboardingPage() {
  const { user, refresh } = useSession();
  const [{ data: invites, fetching: loadingInvites }] = useQuery({ query: CompanyInviteDocument, requestPolicy: 'network-only' });
  const invite = invites?.getCompanyInvite[0] ?? null;
  const [step, setStep] = useState(user?.company ? 2 : 0);
  const [organization, setOrganization] = useState('');
  const [, logout] = useMutation(OnboardingLogoutDocument);

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper w={640} p="xl" withBorder shadow="sm">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h3">
              Welcome to Askwise{user?.firstName ? `, ${user.firstName}` : ''}
            </Title>
            <Anchor component="button" type="button" size="sm" onClick={() => void logout({}).finally(() => window.location.assign('/auth'))}>
              Log out
            </Anchor>
          </Group>
          <Stepper active={step} size="sm">
            <Stepper.Step label="Profile">
              {!loadingInvites && (
                <ProfileStep
                  organization={invite?.companyName ?? user?.company?.name ?? ''}
                  isOrganizationLocked={!!invite || !!user?.company}
                  inviteId={invite?.companyUserId ?? null}
                  onDone={(name) => (setOrganization(name), setStep(1))}
                />
              )}
            </Stepper.Step>
            <Stepper.Step label="Company">
              <OnboardingCompanyStep organization={organization} onDone={() => (refresh(), setStep(2))} />
            </Stepper.Step>
            <Stepper.Step label="Add Users">
              <OnboardingUsersStep onDone={() => window.location.assign('/')} />
            </Stepper.Step>
          </Stepper>
        </Stack>
      </Paper>
    </Center>
  );
}

interface ProfileStepProps {
  organization: string;
  isOrganizationLocked: boolean;
  inviteId: string | null;
  onDone: (organization: string) => void;
}

function ProfileStep({ organization, isOrganizationLocked, inviteId, onDone }: ProfileStepProps) {
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, updateProfile] = useMutation(UpdateProfileDocument);
  const [{ fetching: joining }, accept] = useMutation(AcceptInviteDocument);
  const [, sendContact] = useMutation(HubspotCreateCompanyDocument);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', organization, role: user?.role ?? '' },
    validate: (values) => validateOnboardingProfile(values),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const saved = await updateProfile({ input: { firstName: values.firstName, lastName: values.lastName, role: values.role || null } });
    if (saved.error) {
      // Onboarding errors are logged only (error catalogue); the form stays usable.
      console.error('Onboarding failed', saved.error);
      return setError(errorMessage(saved.error));
    }
    if (!inviteId) return onDone(values.organization);
    const joined = await accept({ companyUserId: inviteId });
    if (joined.error) {
      console.error('Onboarding failed', joined.error);
      return setError(errorMessage(joined.error));
    }
    await sendContact({});
    window.location.assign('/');
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" mt="md">
        <Text size="sm" c="dimmed">
          Tell us about you.
        </Text>
        <TextInput label="First Name" withAsterisk autoFocus {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
        <TextInput label="Organization" withAsterisk disabled={isOrganizationLocked} {...form.getInputProps('organization')} />
        <TextInput label="Title" {...form.getInputProps('role')} />
        <FormError message={error} />
        <Button type="submit" loading={saving || joining} style={{ alignSelf: 'flex-end' }}>
          {inviteId ? 'Join' : 'Next'}
        </Button>
      </Stack>
    </form>
  );
}
