import { processStepsOf, type AppealSource, type ProcessStep } from '@askwise/domain/appeal-steps';
import type { ReactNode } from 'react';
import { ProcessLayout, ProcessSidebar, type ProcessSourceCard } from '../ui/process-sidebar/process-sidebar.tsx';

export interface WizardFrameProps {
  source: AppealSource;
  /** The step of the page; review and summary both stand on 'review_ask_strategy'. */
  step: ProcessStep['step'] | 'summary' | 'completed';
  card?: ProcessSourceCard;
  children: ReactNode;
}

/** The source card of the sidebar: the environment, audience and its size of an appeal. */
export function appealCard(appeal: { organizationName?: string | null; audienceName?: string | null; audienceTotal?: number | null }): ProcessSourceCard {
  return { organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal };
}

/** A wizard page framed by the 'Ask String Process' sidebar of its source. */
export function WizardFrame({ source, step, card, children }: WizardFrameProps) {
  const steps = processStepsOf(source);
  const shown = step === 'summary' ? 'review_ask_strategy' : step;
  const index = shown === 'completed' ? steps.length : steps.findIndex((s) => s.step === shown);
  return (
    <ProcessLayout sidebar={<ProcessSidebar steps={steps.map((s) => ({ key: s.step, title: s.title }))} currentIndex={index} source={card} />}>
      {children}
    </ProcessLayout>
  );
}
