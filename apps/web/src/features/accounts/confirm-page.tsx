import { MESSAGES, validateConfirmPassword, validatePassword } from '@askwise/domain/accounts/index';
import { Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { useSession } from '../../session/index.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { errorMessage } from './graphql-error.ts';

const ConfirmSignUpDocument = graphql(`
  mutation ConfirmSignUp($username: String!, $code: String!) {
    confirmSignUp(username: $username, code: $code)
  }
`);
const SetPasswordDocument = graphql(`
  mutation SetPassword($password: String!) {
    setPassword(password: $password)
  }
`);

const REDIRECT_AFTER_MS = 1500;

/** /auth/confirm: follows the e-mailed link (code, username), then the set-password screen (p=true). */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const username = params.get('username');
  if (code && username) return <FollowLink code={code} username={username} />;
  return <SetPasswordScreen />;
}

function FollowLink({ code, username }: { code: string; username: string }) {
  const [, confirm] = useMutation(ConfirmSignUpDocument);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm({ code, username }).then((result) => {
      // Already confirmed, and every other confirmation error, lead to sign-in (error catalogue).
      if (result.error || result.data?.confirmSignUp !== 'confirmed') return window.location.replace('/auth?m=confirm-already');
      window.location.replace('/auth/confirm?p=true');
    });
  }, [code, username, confirm]);
  return <LoadingScreen />;
}

function SetPasswordScreen() {
  const { user, isLoading } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [{ fetching }, setOwnPassword] = useMutation(SetPasswordDocument);

  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.mustSetPassword && !isDone) return <Navigate to="/auth/profile" replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { password: validatePassword(password), confirm: validateConfirmPassword(confirm, password) };
    setErrors(next);
    if (next.password || next.confirm) return;
    setError(null);
    const result = await setOwnPassword({ password });
    if (result.error) return setError(errorMessage(result.error));
    setIsDone(true);
    setTimeout(() => window.location.assign('/auth/profile'), REDIRECT_AFTER_MS);
  };

  const showTerms = () =>
    modals.open({
      title: 'Terms and conditions',
      children: (
        <Text size="sm">
          Askwise keeps your organisation's donor data for your organisation alone, uses it only to suggest and export ask amounts, and
          never sells or shares it. You are responsible for the accounts you invite and for having the right to upload your donors' data.
        </Text>
      ),
    });

  return (
    <AuthLayout title="Set up your password">
      <Text size="sm" c="dimmed">
        {user.email}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <PasswordInput label="New password" autoComplete="new-password" autoFocus value={password} onChange={(e) => (setPassword(e.currentTarget.value), setErrors({}))} error={errors.password} description={MESSAGES.passwordRule} />
        <PasswordInput label="Confirm password" autoComplete="new-password" mt="sm" value={confirm} onChange={(e) => (setConfirm(e.currentTarget.value), setErrors({}))} error={errors.confirm} />
        <Text size="xs" mt="sm">
          By setting your password you agree to the{' '}
          <Anchor component="button" type="button" size="xs" onClick={showTerms}>
            terms and conditions
          </Anchor>
          .
        </Text>
        <FormError message={error} />
        {isDone && (
          <Text c="green" size="sm" mt="sm" role="status">
            Your password is set.
          </Text>
        )}
        <Button type="submit" fullWidth mt="md" loading={fetching} disabled={isDone}>
          Update password
        </Button>
      </form>
    </AuthLayout>
  );
}
