import type { AppServices } from '../../app-services.ts';
import type { AppealView } from './appeal-view.ts';

export type AppealBus = Pick<AppServices, 'bus'>;

/** Tells the company's browsers an appeal changed (updatedAppeal); sent after the change is committed. */
export async function publishAppealUpdated({ bus }: AppealBus, appeal: Pick<AppealView, 'id' | 'companyId' | 'step' | 'isLocked'>): Promise<void> {
  await bus.publish({
    type: 'UPDATED_APPEAL',
    targetId: String(appeal.id),
    companyId: appeal.companyId,
    payload: { id: appeal.id, step: appeal.step, isLocked: appeal.isLocked },
  });
}
