import type { BusType } from '../../realtime/event-bus.ts';

/**
 * What changes an environment's row: updatedBlackbaudOrganization's own topic, and NTYPE_ITEMS (a sync or
 * the practice environment's generation ending, with the new totals and lock).
 */
export const ENVIRONMENT_EVENT_TYPES: readonly BusType[] = ['UPDATED_BLACKBAUD_ORGANIZATION', 'NTYPE_ITEMS'];
