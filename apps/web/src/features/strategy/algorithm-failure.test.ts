import { describe, expect, it } from 'vitest';
import { algorithmFailureText, storedAlgorithmFailure } from './algorithm-failure.ts';

describe("the spec's algorithm failure text", () => {
  it("reads 'Bulk Update Appeal Algorithm failed: {error or Something went wrong}'", () => {
    expect(algorithmFailureText('The asks could not be stored.')).toBe('Bulk Update Appeal Algorithm failed: The asks could not be stored.');
    expect(algorithmFailureText(null)).toBe('Bulk Update Appeal Algorithm failed: Something went wrong');
    expect(algorithmFailureText('')).toBe('Bulk Update Appeal Algorithm failed: Something went wrong');
  });

  it('is what the strategy page shows for a calculation that failed after it started (a stored ERROR:: status)', () => {
    expect(storedAlgorithmFailure({ algorithmStatus: 'ERROR::Out of memory', algorithmError: 'The calculation ran out of memory.' })).toBe(
      'Bulk Update Appeal Algorithm failed: The calculation ran out of memory.',
    );
    expect(storedAlgorithmFailure({ algorithmStatus: 'ERROR::Out of memory', algorithmError: null })).toBe('Bulk Update Appeal Algorithm failed: Out of memory');
    expect(storedAlgorithmFailure({ algorithmStatus: 'ERROR::', algorithmError: null })).toBe('Bulk Update Appeal Algorithm failed: Something went wrong');
    for (const algorithmStatus of [null, 'LOADING', 'PROGRESS::10-20', 'DONE']) expect(storedAlgorithmFailure({ algorithmStatus, algorithmError: null })).toBeNull();
  });
});
