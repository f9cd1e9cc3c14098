import { describe, expect, it } from 'vitest';
import {
  APPEAL_STEPS,
  continueRouteOf,
  initialStepOf,
  isStepAfter,
  isStepBefore,
  laterStep,
  processStepsOf,
  routeOfStep,
  sourceOfDataImportSourceId,
  stepRedirect,
} from './appeal-steps.ts';

const appeal = (step: (typeof APPEAL_STEPS)[number], dataImportSourceId = 1) => ({ id: 42, step, dataImportSourceId });

describe('appeal steps', () => {
  it('keeps the spec order', () => {
    expect(APPEAL_STEPS).toEqual([
      'select_environment', 'select_audience', 'mapping_appeal', 'number_of_asks', 'choose_strategy',
      'review_ask_strategy', 'summary', 'save_export', 'completed',
    ]);
    expect(isStepBefore('mapping_appeal', 'number_of_asks')).toBe(true);
    expect(isStepAfter('summary', 'review_ask_strategy')).toBe(true);
    expect(isStepAfter('summary', 'summary')).toBe(false);
    expect(laterStep('choose_strategy', 'number_of_asks')).toBe('choose_strategy');
  });

  it('starts Excel and second-system appeals at number_of_asks, donor-database appeals at mapping', () => {
    expect(initialStepOf('excel')).toBe('number_of_asks');
    expect(initialStepOf('virtuous')).toBe('number_of_asks');
    expect(initialStepOf('blackbaud')).toBe('mapping_appeal');
    expect(sourceOfDataImportSourceId(2)).toBe('excel');
    expect(sourceOfDataImportSourceId(3)).toBe('virtuous');
    expect(sourceOfDataImportSourceId(1)).toBe('blackbaud');
  });

  it('maps steps to their pages, with env=virtuous for the second system', () => {
    expect(routeOfStep('number_of_asks', 7)).toBe('/number-ask?appealId=7');
    expect(routeOfStep('choose_strategy', 7, 'virtuous')).toBe('/strategy?appealId=7&env=virtuous');
    expect(routeOfStep('summary', 7)).toBe('/review-strategy?appealId=7');
    expect(routeOfStep('review_ask_strategy', 7)).toBe('/review-strategy?appealId=7');
    expect(routeOfStep('save_export', 7)).toBe('/prepare-export?appealId=7');
    expect(routeOfStep('select_environment', 7, 'virtuous')).toBe('/virtuous');
  });

  it('offers Continue Appeal routes from the mapping on (none for an Excel appeal at its mapping)', () => {
    expect(continueRouteOf('mapping_appeal', 3)).toBe('/mapping-appeal?appealId=3');
    expect(continueRouteOf('mapping_appeal', 3, 'virtuous')).toBe('/virtuous/mapping-appeal?appealId=3&env=virtuous');
    expect(continueRouteOf('mapping_appeal', 3, 'excel')).toBeNull();
    expect(continueRouteOf('select_audience', 3)).toBeNull();
    expect(continueRouteOf('number_of_asks', 3)).toBe('/number-ask?appealId=3');
    expect(continueRouteOf('summary', 3)).toBe('/review-strategy?appealId=3');
    expect(continueRouteOf('save_export', 3)).toBe('/prepare-export?appealId=3');
  });

  it('sends an appeal stored before number_of_asks back to the environment list of its source', () => {
    expect(stepRedirect({ pageStep: 'number_of_asks', appeal: appeal('mapping_appeal') })).toBe('/blackbaud');
    expect(stepRedirect({ pageStep: 'choose_strategy', appeal: appeal('select_audience', 3) })).toBe('/virtuous');
  });

  it('sends a page earlier than the stored step to the stored step', () => {
    expect(stepRedirect({ pageStep: 'number_of_asks', appeal: appeal('choose_strategy') })).toBe('/strategy?appealId=42');
    expect(stepRedirect({ pageStep: 'number_of_asks', appeal: appeal('summary', 3) })).toBe('/review-strategy?appealId=42&env=virtuous');
    expect(stepRedirect({ pageStep: 'choose_strategy', appeal: appeal('completed') })).toBe('/prepare-export?appealId=42');
  });

  it('stays when the page is the stored step, a later one, or the shared review/summary page', () => {
    expect(stepRedirect({ pageStep: 'number_of_asks', appeal: appeal('number_of_asks') })).toBeNull();
    expect(stepRedirect({ pageStep: 'choose_strategy', appeal: appeal('number_of_asks') })).toBeNull();
    expect(stepRedirect({ pageStep: 'review_ask_strategy', appeal: appeal('summary') })).toBeNull();
  });

  it('never pushes the environment, audience or mapping pages forward', () => {
    expect(stepRedirect({ pageStep: 'mapping_appeal', appeal: appeal('choose_strategy') })).toBeNull();
    expect(stepRedirect({ pageStep: 'select_audience', appeal: appeal('completed') })).toBeNull();
  });

  it('lists process steps per source without the summary', () => {
    expect(processStepsOf('blackbaud').map((s) => s.title)).toEqual([
      'Choose your Environment', 'Select your Audience List', 'Map Fields to Donor Giving History', 'Select Number of Asks',
      'Choose your Ask Strategy', 'Review and Edit Ask Strategy', 'Prepare Your Export',
    ]);
    expect(processStepsOf('virtuous')[1]?.title).toBe('Select your Tags');
    expect(processStepsOf('excel').map((s) => s.step)).toEqual([
      'upload_excel', 'review_excel', 'mapping_appeal', 'number_of_asks', 'choose_strategy', 'review_ask_strategy', 'save_export',
    ]);
    expect(processStepsOf('excel').some((s) => s.step === 'summary')).toBe(false);
  });
});
