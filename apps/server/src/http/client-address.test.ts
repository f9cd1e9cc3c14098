import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (socket: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: socket }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('the client address', () => {
  it('is the socket address unless proxies are trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9');
  });

  it('behind one trusted proxy is the address that proxy saw, not one the client wrote', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('behind two proxies counts two hops back, and never further than the chain goes', () => {
    expect(clientAddress(request('10.0.0.3', '198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.3'), 2)).toBe('10.0.0.3');
  });
});
