import { startFakeS3, type FakeS3 } from '@askwise/fakes/s3/fake-s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listRows, TEMPLATE_HEADER_ROW, uploadAndIngest, writeXlsxWithExcelJs } from './excel-test-helpers.ts';

let database: TestDatabase;
let fakeS3: FakeS3;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fakeS3 = await startFakeS3({ buckets: ['askwise-uploads'] });
  app = await startTestApp(database, {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: fakeS3.url,
    S3_BUCKET: 'askwise-uploads',
    S3_ACCESS_KEY_ID: fakeS3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: fakeS3.credentials.secretAccessKey,
  });
});
afterAll(async () => {
  await app?.stop();
  await fakeS3?.stop();
  await database?.drop();
});

describe('Excel uploads on S3-compatible storage', () => {
  it('stores the upload under excel-environments/{companyId}/ with a millisecond suffix and ingests it from there', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const file = await uploadAndIngest(app.url, admin.cookie, 'Donors 2026.xlsx', await writeXlsxWithExcelJs([TEMPLATE_HEADER_ROW, ['7', 'Ann', 'Lee', 12.5]]));
    expect(file).toMatchObject({ status: 'DONE', constituentTotal: 1 });
    const keys = [...fakeS3.buckets.get('askwise-uploads')!.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^excel-environments/${admin.companyId}/Donors 2026_\\d{13}\\.xlsx$`));
    const { data } = await listRows(app.url, admin.cookie, file.id);
    expect(data!.listExcelDetailByOrganizationId[0]).toMatchObject({ externalIdentifier: '7', lastGift: '12.50' });
    expect(fakeS3.requests.filter((r) => r.error)).toEqual([]);
  });
});
