import { describe, expect, it } from 'vitest';
import { fileRefusal } from './excel-status.ts';

describe('fileRefusal', () => {
  it('says that a file refused for the constituent limit was not uploaded, and names the limit', () => {
    const refused = {
      status: 'ERROR_LIMIT_EXCEDED',
      errorMessages: [{ id: 'subscription_update', error: 'Subscription update required: this would take your company past its limit of 10,000 constituents (0 are already in use).' }],
    };
    expect(fileRefusal(refused)).toEqual({
      label: 'Over plan limit',
      detail: 'Not uploaded: this would take your company past its limit of 10,000 constituents (0 are already in use).',
      removeLabel: 'Remove',
    });
    expect(fileRefusal({ ...refused, errorMessages: [{ ...refused.errorMessages[0]!, id: 'subscription_expired' }] }).label).toBe('Subscription expired');
  });

  it('keeps the spec wording for a file with errors', () => {
    expect(fileRefusal({ status: 'ERROR', errorMessages: [{ id: 'file', error: 'The file could not be read.' }] })).toEqual({
      label: 'Excel has errors',
      detail: null,
      removeLabel: 'Excel has errors - Remove',
    });
  });
});
