import { describe, expect, it } from 'vitest';
import { BLACKBAUD_RESYNC_STEPS, resyncStepsProblem } from './resync-steps.ts';

describe('the resync steps of BlackbaudItemRequests', () => {
  it('are 16 different names, each ending _START (spec section 7)', () => {
    expect(BLACKBAUD_RESYNC_STEPS).toHaveLength(16);
    expect(new Set(BLACKBAUD_RESYNC_STEPS).size).toBe(16);
    for (const step of BLACKBAUD_RESYNC_STEPS) expect(step).toMatch(/^[A-Z_]+_START$/);
  });

  it('start a resync all together, in any order; an unknown or missing name is refused by name', () => {
    expect(resyncStepsProblem([...BLACKBAUD_RESYNC_STEPS].reverse())).toBeNull();
    expect(resyncStepsProblem([...BLACKBAUD_RESYNC_STEPS, 'PHONES_START'])).toBe('Unknown sync step: PHONES_START.');
    expect(resyncStepsProblem(BLACKBAUD_RESYNC_STEPS.filter((s) => s !== 'GIFTS_START'))).toBe('A resync reads the whole environment again; missing steps: GIFTS_START.');
  });
});
