import { describe, expect, it } from 'vitest';
import { asksSentLabel } from './appeal-display.ts';

describe('asksSentLabel', () => {
  const sent = { crm: "Raiser's Edge NXT", refused: 0, sentAt: '2026-11-27T20:00:00Z' };

  it('says where the asks went and when, with the donors the CRM refused', () => {
    expect(asksSentLabel({ ...sent, status: 'DONE' })).toBe("Asks sent to Raiser's Edge NXT on 11/27/2026");
    expect(asksSentLabel({ ...sent, status: 'DONE', refused: 3 })).toBe("Asks sent to Raiser's Edge NXT on 11/27/2026 (3 refused)");
  });

  it('says when they are being sent, and what to do after a send stopped', () => {
    expect(asksSentLabel({ ...sent, status: 'RUNNING' })).toBe("Sending asks to Raiser's Edge NXT");
    expect(asksSentLabel({ ...sent, status: 'ERROR' })).toBe("Asks partly sent to Raiser's Edge NXT: send again to finish");
  });
});
