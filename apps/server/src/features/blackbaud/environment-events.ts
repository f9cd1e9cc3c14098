import type { AppServices } from '../../app-services.ts';

/** Tells the company's browsers an environment changed (updatedBlackbaudOrganization); sent after the change is committed. */
export async function publishEnvironmentUpdated(services: Partial<Pick<AppServices, 'bus'>>, companyId: number, environmentId: number): Promise<void> {
  await services.bus?.publish({ type: 'UPDATED_BLACKBAUD_ORGANIZATION', targetId: String(environmentId), companyId, payload: { id: environmentId } });
}
