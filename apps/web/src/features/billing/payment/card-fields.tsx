import { Alert, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { CSRF_HEADER } from '../../../lib/graphql-client.ts';
import { loadChargebee, type ChargebeeCardComponent } from './chargebee-loader.ts';
import { SandboxCardHint } from './sandbox-notice.tsx';

export interface BillingConfig {
  provider: string;
  site?: string | null;
  publishableKey?: string | null;
  jsUrl?: string | null;
  tokenizeUrl?: string | null;
}

/** What tokenization receives besides the card: the billing address and the name on the card. */
export interface TokenizeDetails {
  firstName?: string;
  lastName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface CardCompleteness {
  number: boolean;
  expiry: boolean;
  cvv: boolean;
}

/** The card fields' face to their form: which fields are complete, and the one-use token. */
export interface CardFieldsHandle {
  completeness(): CardCompleteness;
  tokenize(details: TokenizeDetails): Promise<string>;
}

export interface CardFieldErrors {
  number?: string;
  expiry?: string;
  cvv?: string;
}

interface CardFieldsProps {
  config: BillingConfig;
  handle: RefObject<CardFieldsHandle | null>;
  errors: CardFieldErrors;
  disabled?: boolean;
  /** 'Close and reload Chargebee': the modal closes so that opening it again loads the script again. */
  onCloseForReload: () => void;
}

/** The card number, expiry and CVV: Chargebee's hosted fields, or the sandbox's look-alikes. */
export function CardFields(props: CardFieldsProps) {
  return props.config.provider === 'chargebee' ? <ChargebeeCardFields {...props} /> : <SandboxCardFields {...props} />;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}

/** Look-alike fields: the card goes to our server's sandbox tokenizer and is never kept in the browser's forms. */
function SandboxCardFields({ config, handle, errors, disabled }: CardFieldsProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  useEffect(() => {
    handle.current = {
      completeness: () => ({ number: digitsOf(number).length >= 12, expiry: parseExpiry(expiry) !== null, cvv: /^\d{3,4}$/.test(cvv) }),
      tokenize: async (details) => {
        const parsed = parseExpiry(expiry)!;
        const response = await fetch(config.tokenizeUrl ?? '/billing/sandbox/tokens', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
          body: JSON.stringify({ number: digitsOf(number), cvv, expiryMonth: parsed.month, expiryYear: parsed.year, ...details }),
        });
        const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
        if (!response.ok || !body.token) throw new Error(body.message ?? 'The card could not be checked.');
        return body.token;
      },
    };
  }, [handle, config.tokenizeUrl, number, expiry, cvv]);
  return (
    <Stack gap="xs">
      <SandboxCardHint />
      <Group grow align="flex-start">
        <TextInput
          label="Card number"
          withAsterisk
          placeholder="1234 1234 1234 1234"
          autoComplete="off"
          inputMode="numeric"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value.replace(/[^\d ]/g, '').slice(0, 23))}
          error={errors.number}
          disabled={disabled}
        />
        <TextInput
          label="Expiry"
          withAsterisk
          placeholder="MM / YY"
          autoComplete="off"
          value={expiry}
          onChange={(e) => setExpiry(e.currentTarget.value.slice(0, 7))}
          error={errors.expiry}
          disabled={disabled}
        />
        <TextInput
          label="CVV"
          withAsterisk
          placeholder="CVV"
          autoComplete="off"
          inputMode="numeric"
          value={cvv}
          onChange={(e) => setCvv(digitsOf(e.currentTarget.value).slice(0, 4))}
          error={errors.cvv}
          disabled={disabled}
        />
      </Group>
    </Stack>
  );
}

/** Chargebee's hosted card fields, mounted into three boxes once the script has loaded. */
function ChargebeeCardFields({ config, handle, errors, onCloseForReload }: CardFieldsProps) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const complete = useRef<CardCompleteness>({ number: false, expiry: false, cvv: false });
  const component = useRef<ChargebeeCardComponent | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadChargebee(config.jsUrl ?? '', config.site ?? '', config.publishableKey ?? '')
      .then(async (instance) => {
        await instance.load('components');
        if (!isCurrent) return;
        const card = instance.createComponent('card', { placeholder: { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvv: 'CVV' } });
        for (const kind of ['number', 'expiry', 'cvv'] as const) {
          card
            .createField(kind)
            .at(`#cb-${kind}-${id}`)
            .on('change', (s) => {
              complete.current = { ...complete.current, [kind]: Boolean(s.complete) };
            });
        }
        await card.mount();
        component.current = card;
        if (isCurrent) setState('ready');
      })
      .catch(() => isCurrent && setState('failed'));
    return () => {
      isCurrent = false;
    };
  }, [config.jsUrl, config.site, config.publishableKey, id]);
  useEffect(() => {
    handle.current = {
      completeness: () => complete.current,
      tokenize: async (details) => {
        if (!component.current) throw new Error("Chargebee instance don't load, please reload");
        return (await component.current.tokenize({ ...details })).token;
      },
    };
  }, [handle]);
  if (state === 'failed') {
    return (
      <Alert color="red">
        <Stack gap="xs">
          <Text size="sm">Chargebee instance don&apos;t load, please reload</Text>
          <Button size="xs" variant="light" color="red" onClick={onCloseForReload}>
            Close and reload Chargebee
          </Button>
        </Stack>
      </Alert>
    );
  }
  const box = (kind: 'number' | 'expiry' | 'cvv', label: string) => (
    <Input.Wrapper label={label} error={errors[kind]} style={kind === 'number' ? { flexGrow: 2 } : undefined}>
      <div
        id={`cb-${kind}-${id}`}
        data-testid={`chargebee-${kind}`}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, minHeight: 36, padding: '8px 10px' }}
      />
    </Input.Wrapper>
  );
  return (
    <Group grow align="flex-start">
      {box('number', 'Card number')}
      {box('expiry', 'Expiry')}
      {box('cvv', 'CVV')}
      {state === 'loading' && (
        <Text size="xs" c="dimmed">
          Loading..
        </Text>
      )}
    </Group>
  );
}
