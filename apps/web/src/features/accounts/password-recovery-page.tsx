import { isSixDigitCode, MESSAGES, validateConfirmPassword, validateEmail, validatePassword } from '@askwise/domain/accounts/index';
import { Anchor, Button, Group, PasswordInput, Stepper, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated/index.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { CodeInput } from './code-input.tsx';
import { errorMessage } from './graphql-error.ts';

const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);
const ForgotPasswordSubmitDocument = graphql(`
  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {
    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)
  }
`);

/** Password recovery in three numbered steps; the new password stays in the browser until the code is entered. */
export function PasswordRecoveryPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; confirm?: string | null }>({});
  const [error, setError] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [{ fetching: requesting }, requestCode] = useMutation(ForgotPasswordDocument);
  const [{ fetching: submitting }, submit] = useMutation(ForgotPasswordSubmitDocument);

  const fail = (message: string | null) => {
    console.error('Password recovery failed:', message);
    setError(message);
  };

  const handleEmail = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setErrors({ email: problem });
    if (problem) return;
    setError(null);
    const result = await requestCode({ email });
    if (result.error) return fail(errorMessage(result.error));
    setStep(2);
  };

  const handlePassword = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: validatePassword(password), confirm: validateConfirmPassword(confirm, password) };
    setErrors(next);
    if (!next.password && !next.confirm) setStep(3);
  };

  const handleCode = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await submit({ email, code, newPassword: password });
    if (result.error) return fail(errorMessage(result.error));
    navigate('/auth?m=recovered', { replace: true });
  };

  return (
    <AuthLayout
      title="Password recovery"
      footer={
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/auth">
            Sign in
          </Anchor>
        </Text>
      }
    >
      <Stepper active={step - 1} size="xs">
        <Stepper.Step label="Email" />
        <Stepper.Step label="Password" />
        <Stepper.Step label="Code" />
      </Stepper>
      {step === 1 && (
        <form onSubmit={handleEmail} noValidate>
          <Text size="sm" mb="sm">
            Type your email to recovery your password
          </Text>
          <TextInput label="Email" type="email" autoComplete="username" autoFocus value={email} onChange={(e) => (setEmail(e.currentTarget.value), setErrors({}))} error={errors.email} />
          <FormError message={error} />
          <Button type="submit" fullWidth mt="md" loading={requesting}>
            Next
          </Button>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={handlePassword} noValidate>
          <Text size="sm" mb="sm">
            Type your new password
          </Text>
          <PasswordInput label="New password" autoComplete="new-password" autoFocus value={password} onChange={(e) => (setPassword(e.currentTarget.value), setErrors({}))} error={errors.password} description={MESSAGES.passwordRule} />
          <PasswordInput label="Confirm password" autoComplete="new-password" mt="sm" value={confirm} onChange={(e) => (setConfirm(e.currentTarget.value), setErrors({}))} error={errors.confirm} />
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit">Next</Button>
          </Group>
        </form>
      )}
      {step === 3 && (
        <form onSubmit={handleCode} noValidate>
          <Text size="sm" mb="sm">
            Check your email for verification code
          </Text>
          <CodeInput value={code} onChange={setCode} submitRef={submitRef} />
          <FormError message={error} />
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => setStep(2)}>
              Back
            </Button>
            <Button ref={submitRef} type="submit" disabled={!isSixDigitCode(code)} loading={submitting}>
              Recover Password
            </Button>
          </Group>
        </form>
      )}
    </AuthLayout>
  );
}
