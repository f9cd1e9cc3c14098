import { describe, expect, it } from 'vitest';
import { appealMarker, ladderText } from './crm-ask-target.ts';

describe('what a send writes', () => {
  it('writes the ladder as the donor read it: whole dollars, or monthly amounts for a monthly-only appeal', () => {
    expect(ladderText([5000, 7500, 100000], 'ANNUAL_ONLY')).toBe('$50 / $75 / $1,000');
    expect(ladderText([5000, 7500], 'ANNUAL_MONTHLY_12')).toBe('$50 / $75');
    expect(ladderText([1000, 2500, 417], 'MONTHLY_ONLY')).toBe('$10/mo / $25/mo / $4.17/mo');
  });

  it("marks the appeal within the custom field comment's 50 characters", () => {
    expect(appealMarker(2_147_483_647).length).toBeLessThanOrEqual(50);
  });
});
