import { describe, expect, it } from 'vitest';
import { ingestionModeLabel, isSelectable, statusLabel } from './environment-status.ts';

describe("the environment list's status columns", () => {
  it("shows 'SYNC Required' for an environment no sync has completed yet, then the mode of its syncs", () => {
    expect(ingestionModeLabel({ ingestionType: 'SYNC', ingestionCompletionDate: null })).toBe('SYNC Required');
    expect(ingestionModeLabel({ ingestionType: null, ingestionCompletionDate: null })).toBe('SYNC Required');
    expect(ingestionModeLabel({ ingestionType: 'SYNC', ingestionCompletionDate: '2026-03-01T10:00:00.000Z' })).toBe('SYNC');
    expect(ingestionModeLabel({ ingestionType: 'RESYNC', ingestionCompletionDate: '2026-03-01T10:00:00.000Z' })).toBe('RESYNC');
  });

  it('shows ORCHESTRATING as SYNCING, and lets only a DONE, unlocked environment be chosen', () => {
    expect(statusLabel('ORCHESTRATING')).toBe('SYNCING');
    expect(statusLabel('DELETING')).toBe('DELETING');
    expect(isSelectable({ status: 'DONE', isLocked: 0, lastStatusUpdate: '' })).toBe(true);
    expect(isSelectable({ status: 'DONE', isLocked: 1, lastStatusUpdate: '' })).toBe(false);
  });
});
