import { sourceOfDataImportSourceId, type AppealSource } from '@askwise/domain/appeal-steps';
import { useSyncExternalStore } from 'react';

// The wizard's client state (spec section 3, 'Client state'): the chosen environment, audience and the
// current appeal. Kept in sessionStorage so that a reload of a wizard page keeps its place.

export interface SelectedEnvironment {
  id: number;
  name: string;
}
export interface SelectedAudience {
  id: number;
  name: string;
  total: number;
}
export interface WizardState {
  environment: SelectedEnvironment | null;
  audience: SelectedAudience | null;
  /** The current appeal; pages opened with this appeal do not apply the step redirects. */
  appealId: number | null;
  /** The current appeal's source, so that the next page's frame shows before the appeal has loaded. */
  source?: AppealSource | null;
}

const STORAGE_KEY = 'askwise.wizard';
const EMPTY: WizardState = { environment: null, audience: null, appealId: null };
const listeners = new Set<() => void>();

function load(): WizardState {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<WizardState> | null;
    return stored ? { ...EMPTY, ...stored } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: WizardState = typeof sessionStorage === 'undefined' ? EMPTY : load();

function setState(next: WizardState): void {
  state = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage may be unavailable (private mode); the state still lives for this page.
  }
  listeners.forEach((listener) => listener());
}

export function getWizardState(): WizardState {
  return state;
}

export function useWizardState(): WizardState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Choosing another environment forgets the audience and the current appeal. */
export function selectEnvironment(environment: SelectedEnvironment): void {
  const isSame = state.environment?.id === environment.id;
  setState(isSame ? { ...state, environment } : { environment, audience: null, appealId: null });
}

/** Choosing another audience starts a new appeal. */
export function selectAudience(audience: SelectedAudience | null): void {
  const isSame = state.audience?.id === audience?.id;
  setState(isSame ? { ...state, audience } : { ...state, audience, appealId: null });
}

/** Makes an appeal current, with the environment and audience it was built on. */
export function setCurrentAppeal(appeal: {
  id: number;
  blackbaudOrganizationId?: number | null;
  organizationName?: string | null;
  audienceId?: number | null;
  audienceName?: string | null;
  audienceTotal?: number | null;
  dataImportSourceId?: number | null;
}): void {
  const environment = appeal.blackbaudOrganizationId
    ? { id: appeal.blackbaudOrganizationId, name: appeal.organizationName ?? state.environment?.name ?? '' }
    : state.environment;
  const audience = appeal.audienceId
    ? { id: appeal.audienceId, name: appeal.audienceName ?? '', total: appeal.audienceTotal ?? 0 }
    : appeal.blackbaudOrganizationId
      ? null
      : state.audience;
  const source = appeal.dataImportSourceId ? sourceOfDataImportSourceId(appeal.dataImportSourceId) : null;
  setState({ environment, audience, appealId: appeal.id, source });
}

/** Home's source cards clear the current appeal before a new wizard run. */
export function clearCurrentAppeal(): void {
  setState({ ...state, appealId: null });
}
