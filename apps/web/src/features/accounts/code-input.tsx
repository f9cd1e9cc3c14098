import { PinInput } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The verification code of the spec: six single-digit boxes, all required, numbers only. Pasting a
 * six-digit value fills every box; focus moves forward on typing, back on delete, and to the submit
 * button after the last box.
 */
export function CodeInput({ value, onChange, submitRef, autoFocus = true }: { value: string; onChange: (value: string) => void; submitRef?: RefObject<HTMLButtonElement | null>; autoFocus?: boolean }) {
  return (
    <PinInput
      length={6}
      type="number"
      inputMode="numeric"
      oneTimeCode
      autoFocus={autoFocus}
      size="lg"
      value={value}
      onChange={onChange}
      onComplete={() => setTimeout(() => submitRef?.current?.focus(), 0)}
      ariaLabel="Verification code digit"
      data-testid="code-input"
    />
  );
}
