import { describe, expect, it } from 'vitest';
import { exchangeMessage, tagSynced, tagSyncFailed } from './virtuous-texts.ts';

describe('what the account list says after the popup', () => {
  it('says a reauthenticated account was reauthenticated', () => {
    expect(exchangeMessage({ statusCode: 200, error: null }, true)).toEqual({ color: 'teal', text: 'The environment was reauthenticated.', detail: null });
  });

  it('says nothing more for a new account, whose row appears', () => {
    expect(exchangeMessage({ statusCode: 200, error: null }, false)).toBeNull();
  });

  it("gives the spec's exchange errors, and a tag list that could not be read", () => {
    expect(exchangeMessage({ statusCode: 400, error: 'environment_alreadyexists' }, false)?.text).toBe('Environment already exists');
    expect(exchangeMessage({ statusCode: 400, error: 'missing_companyOrgId_for_reconnect' }, true)?.text).toBe('Company Organization Information missing for Reconnect');
    expect(exchangeMessage({ statusCode: 401, error: 'Unauthoized' }, true)?.text).toBe('Unauthoized');
    expect(exchangeMessage(undefined, true)?.text).toBe('An error has occurred.');
    expect(exchangeMessage({ statusCode: 200, error: 'Something went wrong while resyncing Tags of the virtuous environment' }, true)).toEqual({
      color: 'red',
      text: 'Something went wrong while resyncing Tags of the virtuous environment',
      detail: null,
    });
  });
});

describe("a tag sync's messages", () => {
  it('says a tag is synced up', () => {
    expect(tagSynced('Board Members')).toEqual({ color: 'teal', text: 'Campaigns, Communications and Projects of "Board Members" tag are synced up!', detail: null });
  });

  it("says 'syncing' on a first sync and 're-syncing' on a resync, with the server's error as returned", () => {
    expect(tagSyncFailed('Board Members', false, 'Tag not found.')).toEqual({
      color: 'red',
      text: 'Something went wrong while syncing Campaigns, Communications and Projects of "Board Members" tag',
      detail: 'Tag not found.',
    });
    expect(tagSyncFailed('Board Members', true, null)).toEqual({
      color: 'red',
      text: 'Something went wrong while re-syncing Campaigns, Communications and Projects of "Board Members" tag',
      detail: null,
    });
  });
});
