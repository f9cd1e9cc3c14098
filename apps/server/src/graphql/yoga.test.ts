import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { UserFacingError } from './errors.ts';
import { loggingUnexpected } from './yoga.ts';

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('errors of a GraphQL request', () => {
  it('masks an unexpected error for the browser and logs it with its stack for the operator', () => {
    const { log, lines } = capturingLog();
    const failure = new Error('relation "appeal_asks" does not exist');
    const wrapped = new GraphQLError(failure.message, { originalError: failure, path: ['getAppealConstituentsByFilter'] });
    const masked = loggingUnexpected({ log })(wrapped, 'Unexpected error.', false);
    expect(masked.message).toBe('Unexpected error.');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'A GraphQL request failed unexpectedly', path: 'getAppealConstituentsByFilter' });
    expect(lines[0]!.err).toMatchObject({ message: failure.message, stack: expect.stringContaining('yoga.test.ts') });
  });

  it('passes an error meant for the user unchanged and unlogged', () => {
    const { log, lines } = capturingLog();
    const meant = new UserFacingError('Unknown test group "ab".');
    expect(loggingUnexpected({ log })(meant, 'Unexpected error.', false)).toBe(meant);
    expect(lines).toHaveLength(0);
  });
});
