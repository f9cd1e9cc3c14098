import { MESSAGES, validateConfirmPassword, validateEmail, validatePassword } from '@askwise/domain/accounts/index';
import { Anchor, Button, Group, PasswordInput, Stepper, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../graphql/generated/index.ts';
import { AuthLayout, FormError } from './auth-layout.tsx';
import { errorMessage } from './graphql-error.ts';

const SignUpDocument = graphql(`
  mutation SignUp($email: String!, $password: String) {
    signUp(email: $email, password: $password)
  }
`);

/** Sign-up in three steps: e-mail, an optional own password, then 'Check Your Email'. */
export function SignUpPage() {
  const [step, setStep] = useState(1);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; confirm?: string | null }>({});
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, signUp] = useMutation(SignUpDocument);

  const handleEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setErrors({ email: problem });
    if (!problem) setStep(2);
  };

  const submit = async (ownPassword: string | null) => {
    setError(null);
    const result = await signUp({ email, password: ownPassword });
    if (result.error) return setError(errorMessage(result.error));
    setStep(3);
  };

  const handlePassword = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: validatePassword(password), confirm: validateConfirmPassword(confirm, password) };
    setErrors(next);
    if (!next.password && !next.confirm) void submit(password);
  };

  return (
    <AuthLayout
      title="Sign up"
      footer={
        <Text ta="center" size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth">
            Sign in
          </Anchor>
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        Try Askwise for free. No credit card required
      </Text>
      <Stepper active={step - 1} size="xs">
        <Stepper.Step label="Email" />
        <Stepper.Step label="Password" />
        <Stepper.Step label="Confirm" />
      </Stepper>
      {step === 1 && (
        <form onSubmit={handleEmail} noValidate>
          <TextInput label="Email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => (setEmail(e.currentTarget.value), setErrors({}))} error={errors.email} />
          <Button type="submit" fullWidth mt="md">
            Next
          </Button>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={handlePassword} noValidate>
          <Text size="sm" mb="sm">
            Choose your own password now, or skip and set it after you confirm your e-mail.
          </Text>
          <PasswordInput label="Password" autoComplete="new-password" autoFocus value={password} onChange={(e) => (setPassword(e.currentTarget.value), setErrors({}))} error={errors.password} description={MESSAGES.passwordRule} />
          <PasswordInput label="Confirm password" autoComplete="new-password" mt="sm" value={confirm} onChange={(e) => (setConfirm(e.currentTarget.value), setErrors({}))} error={errors.confirm} />
          <FormError message={error} />
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => void submit(null)} loading={fetching && !password}>
              Skip
            </Button>
            <Button type="submit" loading={fetching && !!password}>
              Sign up
            </Button>
          </Group>
        </form>
      )}
      {step === 3 && (
        <Group wrap="nowrap" align="flex-start">
          <IconMailCheck size={40} color="var(--mantine-color-blue-6)" />
          <div>
            <Title order={3} size="h4">
              Check Your Email
            </Title>
            <Text size="sm">Click on the link to complete the sign up process.</Text>
          </div>
        </Group>
      )}
    </AuthLayout>
  );
}
