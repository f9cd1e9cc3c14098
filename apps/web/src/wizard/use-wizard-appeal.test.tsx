import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppealAt as createAppeal, renderWizardHook } from '../test/wizard-test-server.tsx';
import { useWizardAppeal } from './wizard-page.tsx';
import { clearCurrentAppeal, getWizardState, setCurrentAppeal } from './wizard-state.ts';

beforeEach(() => clearCurrentAppeal());

describe('useWizardAppeal: the appeal of a wizard page and the step rules (spec section 4)', () => {
  it('loads the appeal of the address, knows its source and makes it current', async () => {
    const appeal = await createAppeal('number_of_asks', 'excel');
    const { result, location } = renderWizardHook(() => useWizardAppeal('number_of_asks'), { path: `/number-ask?appealId=${appeal.id}` });
    expect(result.current.appeal).toBeNull();
    await waitFor(() => expect(result.current.appeal?.id).toBe(appeal.id));
    expect(result.current.source).toBe('excel');
    expect(location.current).toBe(`/number-ask?appealId=${appeal.id}`);
    await waitFor(() => expect(getWizardState().appealId).toBe(appeal.id));
  });

  it('sends an appeal opened from an address at an earlier page to its stored step', async () => {
    const appeal = await createAppeal('choose_strategy');
    const { location } = renderWizardHook(() => useWizardAppeal('number_of_asks'), { path: `/number-ask?appealId=${appeal.id}` });
    await waitFor(() => expect(location.current).toBe(`/strategy?appealId=${appeal.id}`));
  });

  it('keeps the current appeal on an earlier page: going back in the wizard is allowed', async () => {
    const appeal = await createAppeal('choose_strategy');
    setCurrentAppeal(appeal);
    const { result, location } = renderWizardHook(() => useWizardAppeal('number_of_asks'), { path: `/number-ask?appealId=${appeal.id}` });
    await waitFor(() => expect(result.current.appeal?.step).toBe('choose_strategy'));
    expect(location.current).toBe(`/number-ask?appealId=${appeal.id}`);
  });

  it('restarts an appeal stored before the number of asks at its source’s environment list', async () => {
    const appeal = await createAppeal('mapping_appeal');
    const { location } = renderWizardHook(() => useWizardAppeal('choose_strategy'), { path: `/strategy?appealId=${appeal.id}` });
    await waitFor(() => expect(location.current).toBe('/blackbaud'));
  });

  it('sends another company’s appeal, and an address without an appeal, home', async () => {
    const appeal = await createAppeal('number_of_asks');
    const foreign = renderWizardHook(() => useWizardAppeal('number_of_asks'), {
      path: `/number-ask?appealId=${appeal.id}`,
      who: 'otherCompany',
    });
    await waitFor(() => expect(foreign.location.current).toBe('/'));
    expect(foreign.result.current.appeal).toBeNull();
    const missing = renderWizardHook(() => useWizardAppeal('number_of_asks'), { path: '/number-ask' });
    await waitFor(() => expect(missing.location.current).toBe('/'));
  });
});
