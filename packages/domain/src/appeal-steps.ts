// The appeal's wizard steps (spec section 4): their order, the page each one lives on, and the
// redirect rules a wizard page applies when it opens an appeal from the appealId in its address.

/** Appeal step values, in wizard order. */
export const APPEAL_STEPS = [
  'select_environment',
  'select_audience',
  'mapping_appeal',
  'number_of_asks',
  'choose_strategy',
  'review_ask_strategy',
  'summary',
  'save_export',
  'completed',
] as const;
export type AppealStep = (typeof APPEAL_STEPS)[number];

/** Data import sources by id (table data_import_sources). */
export const DATA_IMPORT_SOURCE = { blackbaud: 1, excel: 2, virtuous: 3 } as const;
export type AppealSource = keyof typeof DATA_IMPORT_SOURCE;
export const DATA_IMPORT_SOURCE_CODES = { DIS_BB: 1, DIS_EX: 2, DIS_VIR: 3 } as const;

export function isAppealStep(value: unknown): value is AppealStep {
  return typeof value === 'string' && (APPEAL_STEPS as readonly string[]).includes(value);
}

export function stepIndex(step: AppealStep): number {
  return APPEAL_STEPS.indexOf(step);
}

export function isStepBefore(step: AppealStep, other: AppealStep): boolean {
  return stepIndex(step) < stepIndex(other);
}

export function isStepAfter(step: AppealStep, other: AppealStep): boolean {
  return stepIndex(step) > stepIndex(other);
}

/** The later of two steps: saving an earlier page must not move a finished appeal backwards unless asked. */
export function laterStep(step: AppealStep, other: AppealStep): AppealStep {
  return isStepAfter(step, other) ? step : other;
}

export function sourceOfDataImportSourceId(dataImportSourceId: number | null | undefined): AppealSource {
  if (dataImportSourceId === DATA_IMPORT_SOURCE.excel) return 'excel';
  if (dataImportSourceId === DATA_IMPORT_SOURCE.virtuous) return 'virtuous';
  return 'blackbaud';
}

/** The step a new appeal starts at: Excel and the second system skip mapping as a stored step. */
export function initialStepOf(source: AppealSource): AppealStep {
  return source === 'blackbaud' ? 'mapping_appeal' : 'number_of_asks';
}

/** The environment list a source's wizard starts from. */
export function startRouteOf(source: AppealSource): string {
  if (source === 'excel') return '/excel';
  if (source === 'virtuous') return '/virtuous';
  return '/blackbaud';
}

function withAppeal(path: string, appealId: number | string, source: AppealSource): string {
  return `${path}?appealId=${appealId}${source === 'virtuous' ? '&env=virtuous' : ''}`;
}

/**
 * The page a step is worked on, with the appeal in its address where the page takes one.
 * Completed appeals open their export page (Export Again).
 */
export function routeOfStep(step: AppealStep, appealId: number | string, source: AppealSource = 'blackbaud'): string {
  switch (step) {
    case 'select_environment':
      return startRouteOf(source);
    case 'select_audience':
      return source === 'virtuous' ? '/virtuous/select-tag' : source === 'excel' ? '/excel' : '/select-audience';
    case 'mapping_appeal':
      if (source === 'excel') return '/excel/file-detail';
      return withAppeal(source === 'virtuous' ? '/virtuous/mapping-appeal' : '/mapping-appeal', appealId, source);
    case 'number_of_asks':
      return withAppeal('/number-ask', appealId, source);
    case 'choose_strategy':
      return withAppeal('/strategy', appealId, source);
    case 'review_ask_strategy':
    case 'summary':
      return withAppeal('/review-strategy', appealId, source);
    case 'save_export':
    case 'completed':
      return withAppeal('/prepare-export', appealId, source);
  }
}

/**
 * Appeal history's 'Continue Appeal': the stored step's page from mapping_appeal on. An appeal saved at
 * its mapping reopens that mapping (the donor database's or the second system's; the spec had nothing
 * happen there, which left such an appeal stranded). An Excel appeal has no mapping page of its own and
 * earlier steps have no appeal yet: nothing happens (null).
 */
export function continueRouteOf(step: AppealStep, appealId: number | string, source: AppealSource = 'blackbaud'): string | null {
  if (step === 'mapping_appeal') return source === 'excel' ? null : routeOfStep(step, appealId, source);
  if (!isStepAfter(step, 'mapping_appeal')) return null;
  return routeOfStep(step, appealId, source);
}

/** The step each wizard page stands for, keyed by its path. */
export const PAGE_STEPS: Readonly<Record<string, AppealStep>> = {
  '/blackbaud': 'select_environment',
  '/virtuous': 'select_environment',
  '/excel': 'select_environment',
  '/select-audience': 'select_audience',
  '/virtuous/select-tag': 'select_audience',
  '/mapping-appeal': 'mapping_appeal',
  '/virtuous/mapping-appeal': 'mapping_appeal',
  '/excel/file-detail': 'mapping_appeal',
  '/number-ask': 'number_of_asks',
  '/strategy': 'choose_strategy',
  '/review-strategy': 'review_ask_strategy',
  '/grid': 'review_ask_strategy',
  '/prepare-export': 'save_export',
};

export interface StepRedirectInput {
  /** The step of the page being opened (PAGE_STEPS). */
  pageStep: AppealStep;
  appeal: { id: number | string; step: AppealStep; dataImportSourceId: number | null | undefined };
}

/**
 * Where a wizard page opened from an address (no current appeal in the browser) must send the user,
 * or null to stay. An appeal stored before number_of_asks restarts at its source's environment list;
 * otherwise a page earlier than the stored step gives way to the stored step's page. Pages before
 * number_of_asks (environment, audience, mapping) are only reached on purpose and never push forward.
 */
export function stepRedirect({ pageStep, appeal }: StepRedirectInput): string | null {
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  if (isStepBefore(pageStep, 'number_of_asks')) return null;
  if (isStepBefore(appeal.step, 'number_of_asks')) return startRouteOf(source);
  if (!isStepAfter(appeal.step, pageStep)) return null;
  const target = routeOfStep(appeal.step, appeal.id, source);
  // Review and summary share one page: being on it is being at either step.
  const samePage = target.split('?')[0] === routeOfStep(pageStep, appeal.id, source).split('?')[0];
  return samePage ? null : target;
}

/** Wizard step titles shown in the process sidebar, per source; the summary step is not listed. */
export interface ProcessStep {
  step: AppealStep | 'upload_excel' | 'review_excel';
  title: string;
}

export function processStepsOf(source: AppealSource): ProcessStep[] {
  const common: ProcessStep[] = [
    { step: 'number_of_asks', title: 'Select Number of Asks' },
    { step: 'choose_strategy', title: 'Choose your Ask Strategy' },
    { step: 'review_ask_strategy', title: 'Review and Edit Ask Strategy' },
    { step: 'save_export', title: 'Prepare Your Export' },
  ];
  if (source === 'excel') {
    return [
      { step: 'upload_excel', title: 'Upload/Choose Excel File' },
      { step: 'review_excel', title: 'Review Your Constituent Records' },
      { step: 'mapping_appeal', title: 'Name Your Appeal' },
      ...common,
    ];
  }
  return [
    { step: 'select_environment', title: 'Choose your Environment' },
    { step: 'select_audience', title: source === 'virtuous' ? 'Select your Tags' : 'Select your Audience List' },
    { step: 'mapping_appeal', title: 'Map Fields to Donor Giving History' },
    ...common,
  ];
}
