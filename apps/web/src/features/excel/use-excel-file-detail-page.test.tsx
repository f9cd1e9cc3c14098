import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useExcelFileDetailPage } from './use-excel-file-detail-page.ts';

describe('useExcelFileDetailPage', () => {
  it('shows a file without donors as empty, offers no appeal for it, and goes back to the files', async () => {
    const fileId = inject('webExcelFileId');
    const { result, location } = renderWizardHook(() => useExcelFileDetailPage(fileId, 'donors.xlsx'), { path: '/excel/file-detail' });
    await waitFor(() => expect(result.current?.fetching).toBe(false));
    expect(result.current).toMatchObject({ name: 'donors.xlsx', total: 0, first: 0, last: 0, pages: 1, canName: false });
    act(() => result.current.handlePageSize('20'));
    expect(result.current).toMatchObject({ pageSize: 20, page: 1 });
    act(() => result.current.handleBack());
    expect(location.current).toBe('/excel');
  });
});
