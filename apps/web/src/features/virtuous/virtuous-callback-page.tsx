import { Alert, Button, Center, Loader, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { storeCallbackToken } from './virtuous-connect.ts';
import { VirtuousSignInDocument } from './virtuous-documents.ts';

type Method = 'apiKey' | 'password';

/**
 * /virtuous/callback: the connect popup. With ?token= it hands the token to the opener and closes (spec); with
 * ?claims= it is our connect page: the administrator's Virtuous API key, or e-mail, password and one-time code.
 */
export function VirtuousCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const claims = params.get('claims');
  // Spec section 8: an empty token returns to the base route, then to /virtuous ('Unauthoized' is only for a
  // token request that failed). Neither a token nor a connect request to answer counts as empty.
  const isEmpty = token === '' || (token === null && !claims);
  useEffect(() => {
    if (isEmpty) {
      navigate('/', { replace: true });
      navigate('/virtuous');
      return;
    }
    if (token === null) return;
    storeCallbackToken(token);
    window.close();
  }, [token, isEmpty, navigate]);
  if (isEmpty) return null;
  if (token !== null) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Loader />
          <Text>Connecting your Virtuous environment...</Text>
        </Stack>
      </Center>
    );
  }
  return <ConnectForm claimsToken={claims ?? ''} />;
}

function ConnectForm({ claimsToken }: { claimsToken: string }) {
  const navigate = useNavigate();
  const [, signIn] = useMutation(VirtuousSignInDocument);
  const [method, setMethod] = useState<Method>('apiKey');
  const [form, setForm] = useState({ organizationName: '', apiKey: '', email: '', password: '', otp: '' });
  const [isOtpAsked, setIsOtpAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (event: { currentTarget: { value: string } }) => setForm({ ...form, [name]: event.currentTarget.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.organizationName.trim()) return setError('Name is required.');
    setIsBusy(true);
    setError(null);
    const credentials = method === 'apiKey' ? { apiKey: form.apiKey } : { email: form.email, password: form.password, otp: isOtpAsked ? form.otp : null };
    const result = await signIn({ claimsToken, organizationName: form.organizationName, ...credentials });
    setIsBusy(false);
    const answer = result.data?.VirtuousSignIn;
    if (answer?.statusCode === 202) return setIsOtpAsked(true);
    if (answer?.statusCode !== 200 || !answer.result) return setError(answer?.error ?? 'Unauthoized');
    navigate(`/virtuous/callback?token=${encodeURIComponent(answer.result)}`, { replace: true });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" w={480}>
        <form onSubmit={(event) => void submit(event)}>
          <Stack>
            <Title order={2}>Connect to Virtuous</Title>
            <Text size="sm" c="dimmed">
              Askwise checks these details with Virtuous and keeps them encrypted. An API key is created by a Virtuous administrator under Settings, Connectivity, API Keys.
            </Text>
            <TextInput label="Organization name" description="How this environment is listed in Askwise" required {...field('organizationName')} />
            <SegmentedControl value={method} onChange={(value) => setMethod(value as Method)} data={[{ value: 'apiKey', label: 'API key' }, { value: 'password', label: 'Virtuous sign-in' }]} />
            {method === 'apiKey' ? (
              <PasswordInput label="API key" required {...field('apiKey')} />
            ) : (
              <>
                <TextInput label="E-mail" type="email" required {...field('email')} />
                <PasswordInput label="Password" required {...field('password')} />
                {isOtpAsked && <TextInput label="Verification code" description="Virtuous sent a code to your phone or e-mail." required autoComplete="one-time-code" {...field('otp')} />}
              </>
            )}
            {error && (
              <Alert color="red" data-testid="virtuous-connect-error">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={isBusy}>
              Connect
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
