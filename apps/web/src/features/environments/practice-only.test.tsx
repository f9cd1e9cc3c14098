import { waitFor } from '@testing-library/react';
import { useQuery } from 'urql';
import { describe, expect, it } from 'vitest';
import { renderWizardHook, type TestUser } from '../../test/wizard-test-server.tsx';
import { ExcelFilesDocument } from '../excel/index.ts';
import { ListEnvironmentsDocument } from './environment-documents.ts';
import { usePracticeOnlyEnvironment } from './practice-only.ts';

/**
 * The hook with the two lists it reads, read through the same client: the hook's answer is judged once both
 * are in (null is also its answer while they load).
 */
function usePracticeWithLists() {
  const [{ data: environments }] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-and-network' });
  const [{ data: files }] = useQuery({ query: ExcelFilesDocument, requestPolicy: 'cache-and-network' });
  return { practice: usePracticeOnlyEnvironment(), environments: environments?.listBlackbaudOrganizationsByCompanyId, files: files?.getExcelOrganizations };
}

async function practiceOf(who: TestUser) {
  const { result } = renderWizardHook(usePracticeWithLists, { path: '/', who });
  await waitFor(() => expect(result.current.environments && result.current.files).toBeDefined());
  return result.current;
}

// The practice environment is made when a company is created through the product; the web tests' companies
// are made directly, without it, so the case where the hook offers it is left to the end-to-end journey.
describe('usePracticeOnlyEnvironment', () => {
  it('offers nothing to a company whose environment is a donor database, not the practice one', async () => {
    const { practice, environments } = await practiceOf('user');
    expect(environments?.length).toBeGreaterThan(0);
    expect(environments?.some((e) => e.isPractice)).toBe(false);
    expect(practice).toBeNull();
  });

  it('offers nothing to a company without any environment', async () => {
    const { practice, environments, files } = await practiceOf('otherCompany');
    expect(environments).toEqual([]);
    expect(files).toEqual([]);
    expect(practice).toBeNull();
  });
});
