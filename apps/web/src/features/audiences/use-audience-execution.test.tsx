import { waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useAudienceExecution } from './use-audience-execution.ts';

const open = (executionId: number, who: 'user' | 'otherCompany' = 'user') =>
  renderWizardHook(() => useAudienceExecution(executionId, inject('webEnvironmentId')), { path: '/select-audience', who });

describe('useAudienceExecution', () => {
  it("reads an audience list's processing through getBlackbaudAudienceListExecutionById", async () => {
    const { result } = open(inject('webAudienceId'));
    await waitFor(() => expect(result.current.execution?.status).toBe('DONE'));
    expect(result.current.execution?.audienceId).toBe(inject('webAudienceId'));
    expect(result.current.failure).toBeNull();
  });

  it("says 'failed to fetch Blackbaud Audience List Processing status' when the answer is empty", async () => {
    const { result } = open(2_000_000_000);
    await waitFor(() => expect(result.current.failure).toBe('failed to fetch Blackbaud Audience List Processing status'));
    expect(result.current.execution).toBeNull();
  });

  it("gives another company nothing of the list's processing", async () => {
    const { result } = open(inject('webAudienceId'), 'otherCompany');
    await waitFor(() => expect(result.current.failure).toBe('failed to fetch Blackbaud Audience List Processing status'));
    expect(result.current.execution).toBeNull();
  });
});
