import { describe, expect, it } from 'vitest';
import { calculationStrategyTitle } from './calculation-strategy-title.ts';

describe('the calculation dialog names the strategies it works with', () => {
  it('names group B\'s strategy beside group A\'s while an A/B test runs', () => {
    expect(calculationStrategyTitle('secret_sauce', { isEnabled: true, strategyB: 'swing_fences' })).toBe('Secret Sauce (group A) and Swing for the Fences (group B)');
  });

  it('names the one strategy without a test', () => {
    expect(calculationStrategyTitle('secret_sauce', null)).toBe('Secret Sauce');
    expect(calculationStrategyTitle('swing_fences', { isEnabled: false, strategyB: 'secret_sauce' })).toBe('Swing for the Fences');
  });
});
