import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER } from '../../lib/graphql-client.ts';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { describeImport, useAppealResultsPage } from './use-appeal-results-page.ts';

const open = (path: string, who: 'user' | 'otherCompany' = 'user') => renderWizardHook(useAppealResultsPage, { path, who });

/** A results file sent to the product as the page sends it: its status and answer. */
async function upload(appealId: number, fileName: string, content: string) {
  const response = await fetch(`${inject('webServerUrl')}/files/appeal-results-upload?appealId=${appealId}&fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', cookie: inject('webSessionCookie'), 'content-type': 'text/csv' },
    body: content,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('useAppealResultsPage', () => {
  it('has no appeal without a valid appealId in the address, and asks the server nothing', () => {
    for (const path of ['/appeal-results', '/appeal-results?appealId=abc', '/appeal-results?appealId=-3']) {
      const { result } = open(path);
      expect(result.current).toMatchObject({ appealId: null, results: null, isLoading: false, error: null });
    }
  });

  it('reads the results of an appeal whose results are not imported yet', async () => {
    const appeal = await createAppealAt('save_export');
    const { result } = open(`/appeal-results?appealId=${appeal.id}`);
    expect(result.current.appealId).toBe(appeal.id);
    await waitFor(() => expect(result.current.results).not.toBeNull());
    expect(result.current.results).toMatchObject({ appealId: appeal.id, appealName: 'Appeal at save_export', hasResults: false, mailedCount: 0 });
    expect(result.current.error).toBeNull();
  });

  it("says 'Appeal not found.' for another company's appeal", async () => {
    const appeal = await createAppealAt('save_export');
    const { result } = open(`/appeal-results?appealId=${appeal.id}`, 'otherCompany');
    await waitFor(() => expect(result.current.error).toBe('Appeal not found.'));
    expect(result.current.results).toBeNull();
  });

  it('does nothing without a file, and says the connection was lost when the upload cannot reach the server', async () => {
    const appeal = await createAppealAt('save_export');
    const { result } = open(`/appeal-results?appealId=${appeal.id}`);
    await act(() => result.current.handleImport(null));
    expect(result.current.outcome).toBeNull();
    // Here the page has no origin for its relative upload address: the request fails as a lost connection does.
    await act(() => result.current.handleImport(new File(['Donor ID,Gift Amount\n'], 'results.csv', { type: 'text/csv' })));
    expect(result.current.outcome).toEqual({ isOk: false, message: 'The connection was lost while importing. Please try again.', errors: [], errorCount: 0 });
    expect(result.current.isImporting).toBe(false);
  });
});

describe('describeImport', () => {
  it("shows the server's refusal in its words", async () => {
    const appeal = await createAppealAt('save_export');
    const { status, body } = await upload(appeal.id, 'results.csv', 'Donor ID,Gift Amount\n1,25\n');
    expect(describeImport(status, body)).toEqual({ isOk: false, message: 'Export this appeal before importing its results: the gifts are matched to the ladders as mailed.', errors: [], errorCount: 0 });
  });

  it('has a message of its own when the server gave none', () => {
    expect(describeImport(500, {}).message).toBe('The results could not be imported. Please try again.');
  });

  it('counts an import in words: rows read, donors who gave, gifts left out and cells not read', () => {
    const errors = [{ id: 'B7', error: 'not an amount' }];
    expect(describeImport(200, { rowCount: 1200, matchedDonors: 30, unmatchedGifts: 2, errorCount: 1, errors })).toEqual({
      isOk: true,
      message: '1,200 rows read: 30 donors of the mailing gave; 2 gifts are from donors not in this mailing and were left out; 1 cells could not be read (below).',
      errors,
      errorCount: 1,
    });
    expect(describeImport(200, { rowCount: 3, matchedDonors: 3, unmatchedGifts: 0, errorCount: 0, errors: [] }).message).toBe('3 rows read: 3 donors of the mailing gave.');
  });
});
