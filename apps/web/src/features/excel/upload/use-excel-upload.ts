import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { CSRF_HEADER } from '../../../lib/graphql-client.ts';
import { pushClient, type PushMessage } from '../../../lib/push-client.ts';
import { ExcelFileResultDocument, FileProcessDataDocument } from '../excel-documents.ts';
import { isInProgress } from '../excel-status.ts';

export type UploadPhase = 'chosen' | 'uploading' | 'processing' | 'done' | 'warning' | 'error' | 'limit' | 'uploadError' | 'registered';

export interface CellError {
  id: string;
  error: string;
}

export interface UploadState {
  phase: UploadPhase;
  fileName: string;
  uploadPercent: number;
  /** 'done-total' from the server, or null before the total is known. */
  progress: string | null;
  errors: CellError[];
  errorCount: number;
  /** What went wrong, for the error variants. */
  message: string | null;
  fileId: number | null;
}

const INITIAL: UploadState = { phase: 'chosen', fileName: '', uploadPercent: 0, progress: null, errors: [], errorCount: 0, message: null, fileId: null };
const POLL_MS = 2000;

/** Sends the file with XMLHttpRequest, so that upload progress can be shown. */
function sendFile(file: File, onProgress: (percent: number) => void): Promise<{ status: number; body: { fileName?: string; error?: string } }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/files/excel-upload?fileName=${encodeURIComponent(file.name)}`);
    request.setRequestHeader(CSRF_HEADER, '1');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let body: { fileName?: string; error?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = { error: request.statusText };
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('The connection was lost while uploading. Please try again.'));
    request.send(file);
  });
}

function parseErrors(value: unknown): CellError[] {
  if (Array.isArray(value)) return value as CellError[];
  if (typeof value !== 'string') return [];
  try {
    return JSON.parse(value) as CellError[];
  } catch {
    return [];
  }
}

/**
 * The upload dialog's engine (spec section 4, upload phases): chosen -> uploading -> processing -> done,
 * warning or error. Processing follows NTYPE_SEEDEXCELDATA pushes for the new file and, in case a push is
 * missed, reads the file's status every few seconds.
 */
export function useExcelUpload() {
  const client = useClient();
  const [state, setState] = useState<UploadState>(INITIAL);
  const stop = useRef<() => void>(() => undefined);

  const finish = useCallback((status: string, errors: CellError[], errorCount: number, progress: string | null) => {
    stop.current();
    setState((current) => {
      if (current.phase !== 'processing') return current;
      const message = errors.find((e) => e.id === 'file')?.error ?? null;
      const base = { ...current, errors, errorCount, progress: progress ?? current.progress, message };
      if (status === 'DONE') return { ...base, phase: 'done' };
      if (status === 'DONE_WITH_ERROR') return { ...base, phase: 'warning' };
      if (status === 'ERROR_LIMIT_EXCEDED') return { ...base, phase: 'limit' };
      return { ...base, phase: 'error' };
    });
  }, []);

  const follow = useCallback(
    (fileId: number) => {
      const onPush = (message: PushMessage) => {
        const status = message.status ?? '';
        if (isInProgress(status)) {
          if (typeof message.progress === 'string') setState((current) => ({ ...current, progress: message.progress as string }));
          return;
        }
        finish(status, parseErrors(message.errorMessages), Number(message.errorCount ?? 0), typeof message.progress === 'string' ? message.progress : null);
      };
      const unsubscribe = pushClient.subscribe('NTYPE_SEEDEXCELDATA', String(fileId), onPush);
      const timer = setInterval(async () => {
        const result = await client.query(ExcelFileResultDocument, {}, { requestPolicy: 'network-only' }).toPromise();
        const file = result.data?.getExcelOrganizations.find((f) => f.id === fileId);
        if (file && !isInProgress(file.status)) finish(file.status, file.errorMessages, file.errorCount, file.progress);
      }, POLL_MS);
      stop.current = () => {
        unsubscribe();
        clearInterval(timer);
      };
    },
    [client, finish],
  );

  useEffect(() => () => stop.current(), []);

  const start = useCallback(
    async (file: File) => {
      setState({ ...INITIAL, phase: 'uploading', fileName: file.name });
      try {
        const upload = await sendFile(file, (uploadPercent) => setState((current) => ({ ...current, uploadPercent })));
        if (upload.status !== 200 || !upload.body.fileName) {
          const message = upload.body.error ?? 'Error trying to upload the file';
          setState((current) => ({ ...current, phase: message === 'Execution timed out.' ? 'registered' : 'uploadError', message }));
          return;
        }
        setState((current) => ({ ...current, uploadPercent: 100 }));
        const registration = await client.mutation(FileProcessDataDocument, { sourceType: 'excelFile', fileName: upload.body.fileName }).toPromise();
        const result = registration.data?.FileProcessData;
        if (!result || result.statusCode !== 200 || !result.result) {
          const message = result?.error ?? registration.error?.graphQLErrors[0]?.message ?? 'Error trying to upload the file';
          setState((current) => ({ ...current, phase: 'uploadError', message }));
          return;
        }
        const fileId = result.result.id;
        setState((current) => ({ ...current, phase: 'processing', fileId }));
        follow(fileId);
      } catch (error) {
        setState((current) => ({ ...current, phase: 'uploadError', message: error instanceof Error ? error.message : String(error) }));
      }
    },
    [client, follow],
  );

  const reset = useCallback(() => {
    stop.current();
    setState(INITIAL);
  }, []);

  return { state, start, reset };
}
