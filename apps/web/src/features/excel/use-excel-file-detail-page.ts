import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ExcelFilesDocument, ExcelRowsDocument } from './excel-documents.ts';

const DEFAULT_PAGE_SIZE = 100;
/** Spec section 9: search waits 600 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 600;

/**
 * /excel/file-detail: one page of the selected file's donors, searched (kept in the address as ?search=)
 * and paged, and naming the appeal of the file.
 */
export function useExcelFileDetailPage(fileId: number, fallbackName: string) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [isNaming, setIsNaming] = useState(false);

  useEffect(() => {
    if (debouncedSearch === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch) next.set('search', debouncedSearch);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
    setPage(1);
  }, [debouncedSearch, search, setParams]);

  const [{ data: files }] = useQuery({ query: ExcelFilesDocument, requestPolicy: 'cache-first' });
  const file = files?.getExcelOrganizations.find((f) => f.id === fileId);
  const [{ data, fetching, error }] = useQuery({
    query: ExcelRowsDocument,
    variables: { organizationId: fileId, limit: pageSize, offset: page - 1, search: search || null },
    requestPolicy: 'cache-and-network',
  });
  const rows = data?.listExcelDetailByOrganizationId ?? [];
  const total = rows[0]?.totalRows ?? 0;

  return {
    name: file?.name ?? fallbackName,
    customColumns: file?.customColumns ?? [],
    rows,
    fetching,
    error,
    searchText,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(total, page * pageSize),
    total,
    canName: !(total === 0 && !search),
    isNaming,
    handleSearchText: setSearchText,
    handlePage: setPage,
    handlePageSize: (value: string | null) => {
      setPageSize(Number(value ?? DEFAULT_PAGE_SIZE));
      setPage(1);
    },
    handleBack: () => navigate('/excel'),
    handleName: () => setIsNaming(true),
    handleCloseNaming: () => setIsNaming(false),
  };
}
