import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { clearCurrentAppeal, selectAudience, selectEnvironment } from '../../wizard/index.ts';
import { useMappingPage } from './use-mapping-page.ts';

beforeEach(() => {
  // A new environment forgets the audience and the current appeal.
  selectEnvironment({ id: -1, name: 'none' });
  selectEnvironment({ id: 0, name: '' });
  clearCurrentAppeal();
});

describe('useMappingPage', () => {
  it('sends a new appeal without a chosen audience back to the audience list', async () => {
    selectEnvironment({ id: inject('webEnvironmentId'), name: 'Test Organisation' });
    const { result } = renderWizardHook(useMappingPage, { path: '/mapping-appeal' });
    await waitFor(() => expect(result.current).toEqual({ redirectTo: '/select-audience' }));
  });

  it('maps a new appeal of the chosen environment and audience from an empty form', async () => {
    selectEnvironment({ id: inject('webEnvironmentId'), name: 'Test Organisation' });
    selectAudience({ id: inject('webAudienceId'), name: 'Test Audience', total: 0 });
    const { result } = renderWizardHook(useMappingPage, { path: '/mapping-appeal' });
    await waitFor(() => expect(result.current?.redirectTo).toBeNull());
    const page = result.current as Exclude<ReturnType<typeof useMappingPage>, null | { redirectTo: string }>;
    expect(page.appeal).toBeNull();
    expect(page.card).toEqual({ organizationName: 'Test Organisation', audienceName: 'Test Audience', audienceTotal: 0 });
    expect(page.environmentId).toBe(inject('webEnvironmentId'));
  });

  it('opens the appeal of the address, and sends another company’s appeal home', async () => {
    const appeal = await createAppealAt('mapping_appeal');
    const own = renderWizardHook(useMappingPage, { path: `/mapping-appeal?appealId=${appeal.id}` });
    await waitFor(() => expect(own.result.current && 'appeal' in own.result.current && own.result.current.appeal?.id).toBe(appeal.id));
    const foreign = renderWizardHook(useMappingPage, { path: `/mapping-appeal?appealId=${appeal.id}`, who: 'otherCompany' });
    await waitFor(() => expect(foreign.location.current).toBe('/'));
  });
});
