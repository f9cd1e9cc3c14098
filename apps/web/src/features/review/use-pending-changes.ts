import { useCallback, useMemo, useState } from 'react';
import type { DonorStatus } from '@askwise/domain';

// The grid's pending changes (spec section 2): status and custom-ask changes stay in the browser until
// Apply; Undo restores the last change, one at a time.

/** The ladder the server worked out for a custom base ask (UpdateAppealUsingCustomBaseAskValue). */
export interface AskPreview {
  askString: string | null;
  anualAsks: Array<string | null>;
  monthlyAsks: Array<string | null>;
  baseAsk: string | null;
  primaryAsk: string | null;
  isSpicy: boolean;
  fiveKOrAbove: boolean;
  oneKMoreLastYear: boolean;
  threeXAppealGift: boolean;
  askLogs: string[];
  status: DonorStatus;
}

export interface PendingChange {
  id: string;
  rowKey: string;
  status?: DonorStatus;
  /** Dollars as entered ('' clears the custom ask), with the ladder it gives. */
  customBaseAsk?: string;
  preview?: AskPreview;
}

interface UndoEntry {
  id: string;
  previous: PendingChange | undefined;
}

export interface PendingChanges {
  changes: ReadonlyMap<string, PendingChange>;
  count: number;
  canUndo: boolean;
  change: (id: string, rowKey: string, patch: Omit<PendingChange, 'id' | 'rowKey'>) => void;
  undo: () => void;
  clear: () => void;
}

export function usePendingChanges(): PendingChanges {
  const [state, setState] = useState<{ changes: Map<string, PendingChange>; history: UndoEntry[] }>({ changes: new Map(), history: [] });

  const change = useCallback((id: string, rowKey: string, patch: Omit<PendingChange, 'id' | 'rowKey'>) => {
    setState(({ changes, history }) => {
      const previous = changes.get(id);
      const next = new Map(changes);
      next.set(id, { ...previous, ...patch, id, rowKey });
      return { changes: next, history: [...history, { id, previous }] };
    });
  }, []);

  const undo = useCallback(() => {
    setState(({ changes, history }) => {
      const last = history[history.length - 1];
      if (!last) return { changes, history };
      const next = new Map(changes);
      if (last.previous) next.set(last.id, last.previous);
      else next.delete(last.id);
      return { changes: next, history: history.slice(0, -1) };
    });
  }, []);

  const clear = useCallback(() => setState({ changes: new Map(), history: [] }), []);

  return useMemo(
    () => ({ changes: state.changes, count: state.changes.size, canUndo: state.history.length > 0, change, undo, clear }),
    [state, change, undo, clear],
  );
}
