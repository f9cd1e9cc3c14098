import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The review grid's state lives in its address (spec section 2): appealId, filterType, orderBy,
// orderDirection, pageNumber, pageSize, searchText, testGroup (a group of the appeal's A/B test) and env=virtuous.

export const GRID_PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_GRID_PAGE_SIZE = 50;

export interface GridParams {
  appealId: number | null;
  filterType: string;
  orderBy: string | null;
  orderDirection: 'asc' | 'desc';
  pageNumber: number;
  pageSize: number;
  searchText: string;
  /** '' for every donor, or a test group's letter. */
  testGroup: string;
  isVirtuous: boolean;
}

/** Search text has dollar signs and commas removed (spec section 2). */
export function cleanSearch(text: string): string {
  return text.replace(/[$,]/g, '');
}

export function useGridParams(): [GridParams, (patch: Partial<Omit<GridParams, 'appealId' | 'isVirtuous'>>) => void] {
  const [params, setParams] = useSearchParams();
  const grid = useMemo((): GridParams => {
    const appealId = Number(params.get('appealId'));
    const pageSize = Number(params.get('pageSize'));
    const pageNumber = Number(params.get('pageNumber'));
    return {
      appealId: Number.isSafeInteger(appealId) && appealId > 0 ? appealId : null,
      filterType: params.get('filterType') || 'all_constituents',
      orderBy: params.get('orderBy') || null,
      orderDirection: params.get('orderDirection') === 'desc' ? 'desc' : 'asc',
      pageNumber: Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
      pageSize: (GRID_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_GRID_PAGE_SIZE,
      searchText: cleanSearch(params.get('searchText') ?? ''),
      testGroup: params.get('testGroup') ?? '',
      isVirtuous: params.get('env') === 'virtuous',
    };
  }, [params]);

  const update = useCallback(
    (patch: Partial<Omit<GridParams, 'appealId' | 'isVirtuous'>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return [grid, update];
}
