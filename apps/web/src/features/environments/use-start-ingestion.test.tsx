import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { renderWizardHook, request } from '../../test/wizard-test-server.tsx';
import { ListEnvironmentsDocument } from './environment-documents.ts';
import { useStartIngestion } from './use-start-ingestion.ts';

const open = (who: 'user' | 'otherCompany' = 'user') => renderWizardHook(useStartIngestion, { path: '/blackbaud', who });

async function environment() {
  const { listBlackbaudOrganizationsByCompanyId } = await request(ListEnvironmentsDocument, {});
  return listBlackbaudOrganizationsByCompanyId.find((e) => e.id === inject('webEnvironmentId'))!;
}

describe('useStartIngestion', () => {
  it("resyncs through BlackbaudItemRequests with the spec's 16 steps: the server's answer comes back, and nothing is locked when it refuses", async () => {
    const { result } = open();
    let problem: string | null = null;
    await act(async () => void (problem = await result.current.start(inject('webEnvironmentId'), 'RESYNC')));
    // The test company's environment has no Raiser's Edge NXT connection to read from.
    expect(problem).toBe("This environment is not connected to Raiser's Edge NXT.");
    await waitFor(() => expect(result.current.isStarting).toBe(false));
    expect(await environment()).toMatchObject({ isLocked: 0, status: 'DONE' });
  });

  it("refuses another company's environment", async () => {
    const { result } = open('otherCompany');
    for (const type of ['SYNC', 'RESYNC'] as const) {
      let problem: string | null = null;
      await act(async () => void (problem = await result.current.start(inject('webEnvironmentId'), type)));
      expect(problem).toBe('Environment not found.');
    }
  });
});
