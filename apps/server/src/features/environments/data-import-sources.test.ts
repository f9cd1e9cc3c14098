import { describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { TestClient } from '../accounts/accounts.testing.ts';

const testApp = useTestApp();
const SOURCES = '{ getDataImportSources { id name code } }';

describe('getDataImportSources (spec section 7)', () => {
  it('lists the three sources with their ids, names and codes', async () => {
    const user = await createCompanyWithUser(testApp.database.ownerDb);
    const { getDataImportSources } = await new TestClient(testApp.app.url, user.cookie).ok<{ getDataImportSources: unknown[] }>(SOURCES);
    expect(getDataImportSources).toEqual([
      { id: 1, name: "Raiser's Edge NXT", code: 'DIS_BB' },
      { id: 2, name: 'Excel', code: 'DIS_EX' },
      { id: 3, name: 'Virtuous', code: 'DIS_VIR' },
    ]);
  });

  it('is refused without a session', async () => {
    const result = await new TestClient(testApp.app.url).raw(SOURCES);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
