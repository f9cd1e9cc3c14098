import { useSyncExternalStore } from 'react';

// The selected Excel file (spec: client state 'selected Excel environment'): chosen on /excel, read by
// /excel/file-detail. Kept for the browser tab so that a reload of the review page keeps it.

export interface SelectedExcelFile {
  id: number;
  name: string;
  constituentTotal: number;
  customColumns: string[];
}

const STORAGE_KEY = 'askwise.excel-file';
const listeners = new Set<() => void>();

function load(): SelectedExcelFile | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as SelectedExcelFile | null;
  } catch {
    return null;
  }
}

let selected: SelectedExcelFile | null = typeof sessionStorage === 'undefined' ? null : load();

export function selectExcelFile(file: SelectedExcelFile | null): void {
  selected = file;
  try {
    if (file) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(file));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable; the choice still lives for this page.
  }
  listeners.forEach((listener) => listener());
}

export function useSelectedExcelFile(): SelectedExcelFile | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selected,
  );
}
