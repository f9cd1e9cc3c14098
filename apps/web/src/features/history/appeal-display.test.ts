import { describe, expect, it } from 'vitest';
import { asksSentLabel, resultsSourceLabel } from './appeal-display.ts';

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

  it('names Virtuous when the asks went there', () => {
    expect(asksSentLabel({ ...sent, crm: 'Virtuous', status: 'DONE' })).toBe('Asks sent to Virtuous on 11/27/2026');
    expect(asksSentLabel({ ...sent, crm: 'Virtuous', status: 'RUNNING' })).toBe('Sending asks to Virtuous');
  });
});

describe('resultsSourceLabel', () => {
  it('says whether the results came from a file or were read from the CRM, naming it', () => {
    expect(resultsSourceLabel({ source: 'file', crm: null })).toBe('From a file');
    expect(resultsSourceLabel({ source: 'crm', crm: 'Virtuous' })).toBe('From Virtuous');
    expect(resultsSourceLabel({ source: 'crm', crm: "Raiser's Edge NXT" })).toBe("From Raiser's Edge NXT");
  });
});
