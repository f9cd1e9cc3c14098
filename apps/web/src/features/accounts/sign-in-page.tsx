import { isSixDigitCode, MESSAGES, validateEmail } from '@askwise/domain/accounts/index';
import { Alert, Anchor, Button, Group, PasswordInput, Stepper, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated/index.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { CodeInput } from './code-input.tsx';
import { errorMessage } from './graphql-error.ts';

const SignInPasswordDocument = graphql(`
  mutation SignInPassword($email: String!, $password: String!) {
    signInPassword(email: $email, password: $password) {
      status
      ticket
    }
  }
`);
const SignInVerifyCodeDocument = graphql(`
  mutation SignInVerifyCode($ticket: String!, $code: String!) {
    signInVerifyCode(ticket: $ticket, code: $code) {
      status
    }
  }
`);
const ResendSignInCodeDocument = graphql(`
  mutation ResendSignInCode($ticket: String!) {
    resendSignInCode(ticket: $ticket) {
      status
    }
  }
`);

/** Messages that /auth?m=... shows (confirmation link, forced sign-out, recovery). */
const NOTICES: Record<string, { text: string; color: string }> = {
  'confirm-already': { text: MESSAGES.alreadyConfirmed, color: 'blue' },
  inactive: { text: MESSAGES.userInactive, color: 'red' },
  'no-access': { text: MESSAGES.noAccess, color: 'red' },
  recovered: { text: 'Your password was changed. Please sign in.', color: 'green' },
};

const TICKET_KEY = 'askwise.signInTicket';

/** Sign-in in three steps: e-mail, password, the six-digit code sent by e-mail. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [{ fetching: checking }, signInPassword] = useMutation(SignInPasswordDocument);
  const [{ fetching: verifying }, verify] = useMutation(SignInVerifyCodeDocument);
  const [{ fetching: resending }, resend] = useMutation(ResendSignInCodeDocument);

  const requested = Number(params.get('step') ?? '1');
  const ticket = sessionStorage.getItem(TICKET_KEY);
  // A step is only reachable with what the earlier steps gave (e.g. after a reload).
  const step = requested >= 3 && ticket && email ? 3 : requested >= 2 && email ? 2 : 1;
  const notice = NOTICES[params.get('m') ?? ''];

  const goTo = (next: number) => {
    setError(null);
    setFieldError(null);
    setInfo(null);
    const copy = new URLSearchParams(params);
    copy.set('step', String(next));
    copy.delete('m');
    setParams(copy);
  };

  const handleEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem);
    if (!problem) goTo(2);
  };

  const handlePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError(MESSAGES.passwordRequired);
    const result = await signInPassword({ email, password });
    if (result.error) return setError(errorMessage(result.error));
    if (result.data?.signInPassword?.status === 'code_sent') {
      sessionStorage.setItem(TICKET_KEY, result.data.signInPassword.ticket ?? '');
      setCode('');
      goTo(3);
    }
  };

  const handleCode = async (event: FormEvent) => {
    event.preventDefault();
    const result = await verify({ ticket: ticket ?? '', code });
    if (result.error) return setError(errorMessage(result.error));
    sessionStorage.removeItem(TICKET_KEY);
    // A fresh load starts the app with the new session and nothing left from before.
    window.location.assign('/');
  };

  const handleResend = async () => {
    setError(null);
    const result = await resend({ ticket: ticket ?? '' });
    if (result.error) return setError(errorMessage(result.error));
    if (result.data?.resendSignInCode?.status === 'code_resent') setInfo(MESSAGES.codeResent);
  };

  return (
    <AuthLayout
      title="Sign in"
      footer={
        <Text ta="center" size="sm">
          Don't have an account?{' '}
          <Anchor component={Link} to="/sign-up">
            Sign up to try it for free
          </Anchor>
          <br />
          <Text span c="dimmed" size="xs">
            No credit card required
          </Text>
        </Text>
      }
    >
      {notice && (
        <Alert color={notice.color} variant="light">
          {notice.text}
        </Alert>
      )}
      <Stepper active={step - 1} size="xs">
        <Stepper.Step label="Email" />
        <Stepper.Step label="Password" />
        <Stepper.Step label="Code" />
      </Stepper>
      {step === 1 && (
        <form onSubmit={handleEmail} noValidate>
          <TextInput label="Email" type="email" autoComplete="username" autoFocus value={email} onChange={(e) => (setEmail(e.currentTarget.value), setFieldError(null))} error={fieldError} />
          <Button type="submit" fullWidth mt="md">
            Next
          </Button>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={handlePassword} noValidate>
          <Text size="sm" c="dimmed" mb="xs">
            {email}
          </Text>
          <PasswordInput label="Password" autoComplete="current-password" autoFocus value={password} onChange={(e) => (setPassword(e.currentTarget.value), setFieldError(null))} error={fieldError} />
          <Anchor component={Link} to="/password-recovery" size="sm" display="block" mt={6}>
            Forgot your password?
          </Anchor>
          <FormError message={error} />
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => goTo(1)}>
              Back
            </Button>
            <Button type="submit" loading={checking}>
              Sign in
            </Button>
          </Group>
        </form>
      )}
      {step === 3 && (
        <form onSubmit={handleCode} noValidate>
          <Text size="sm" mb="sm">
            We sent a six-digit code to <b>{email}</b>. Enter it to finish signing in.
          </Text>
          <CodeInput value={code} onChange={setCode} submitRef={submitRef} />
          {info && (
            <Text c="green" size="sm" mt="xs">
              {info}
            </Text>
          )}
          <FormError message={error} />
          <Button ref={submitRef} type="submit" fullWidth mt="md" disabled={!isSixDigitCode(code)} loading={verifying}>
            Verify
          </Button>
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" onClick={() => goTo(2)}>
              Go Back
            </Button>
            <Button variant="subtle" onClick={handleResend} loading={resending}>
              Resend Code
            </Button>
          </Group>
        </form>
      )}
    </AuthLayout>
  );
}
