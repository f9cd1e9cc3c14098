import { useCallback } from 'react';
import { useClient, type Client, type CombinedError } from 'urql';
import { pushClient } from '../../lib/push-client.ts';
import { CreateExportFilesDocument, ExportStatusDocument } from './export-documents.ts';

export interface ExportLinks {
  id: number;
  readyToExportDownloadUrl?: string | null;
  handleManuallyDownloadUrl?: string | null;
  exportExpirationDate?: string | null;
}

/** The spec's pause between the two downloads, so that the browser starts both. */
export const SECOND_DOWNLOAD_DELAY_MS = 1000;
const POLL_MS = 1500;
const EXPORT_TIMEOUT_MS = 15 * 60 * 1000;

export const ALLOWANCE_EXCEEDED_CODE = 'EXPORT_ALLOWANCE_EXCEEDED';

/** Raised when the export cannot start or fails; `code` tells the free allowance apart. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function triggerDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Downloads the ready-to-export file, then after a second the handle-manually file. */
export async function downloadExportFiles(links: ExportLinks): Promise<void> {
  if (links.readyToExportDownloadUrl) triggerDownload(links.readyToExportDownloadUrl);
  await new Promise((resolve) => setTimeout(resolve, SECOND_DOWNLOAD_DELAY_MS));
  if (links.handleManuallyDownloadUrl) triggerDownload(links.handleManuallyDownloadUrl);
}

function toExportError(error: CombinedError): ExportError {
  const first = error.graphQLErrors[0];
  return new ExportError(first?.message ?? 'Something went wrong. Please try again.', first?.extensions?.code as string | undefined);
}

/**
 * Waits until the export job of an appeal has finished: the EXPORT push says so at once, and the stored
 * export status is polled too, so a push missed while the page was connecting changes nothing.
 */
async function waitForExport(client: Client, appealId: number): Promise<ExportLinks> {
  let unsubscribe = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<ExportLinks>((resolve, reject) => {
      const check = async () => {
        const { data, error } = await client.query(ExportStatusDocument, { appealId }, { requestPolicy: 'network-only' }).toPromise();
        if (error) return reject(toExportError(error));
        const status = data?.getAppealStatus?.exportExcelStatus ?? '';
        if (status === 'DONE' && data?.getAppeal) return resolve(data.getAppeal);
        if (status.startsWith('ERROR')) return reject(new ExportError(data?.getAppealStatus?.exportExcelError ?? 'Something went wrong while creating the export files.'));
      };
      unsubscribe = pushClient.subscribe('EXPORT', String(appealId), (message) => {
        if (message.status === 'DONE' || message.status === 'ERROR') void check();
      });
      const started = Date.now();
      const poll = async () => {
        await check();
        if (Date.now() - started > EXPORT_TIMEOUT_MS) reject(new ExportError('The export is taking longer than expected. Please try again later.'));
        else timer = setTimeout(poll, POLL_MS);
      };
      timer = setTimeout(poll, POLL_MS);
    });
  } finally {
    unsubscribe();
    clearTimeout(timer);
  }
}

/** Export Now and Export Again, with the downloads that follow. */
export function useExportFiles() {
  const client = useClient();

  /** Starts the export job (in a preset's layout when one is chosen), waits for it and downloads both files. */
  const exportNow = useCallback(
    async (appealId: number, presetId: string | null = null): Promise<ExportLinks> => {
      const { data, error } = await client.mutation(CreateExportFilesDocument, { appealId, isRenewal: false, presetId }).toPromise();
      if (error || !data) throw error ? toExportError(error) : new ExportError('Something went wrong. Please try again.');
      const links = await waitForExport(client, appealId);
      await downloadExportFiles(links);
      return links;
    },
    [client],
  );

  /** Fresh links first when the old ones carry an expiry, then both downloads. */
  const exportAgain = useCallback(
    async (appeal: ExportLinks): Promise<void> => {
      let links: ExportLinks = appeal;
      if (appeal.exportExpirationDate) {
        const { data, error } = await client.mutation(CreateExportFilesDocument, { appealId: appeal.id, isRenewal: true }).toPromise();
        if (error || !data) throw error ? toExportError(error) : new ExportError('Something went wrong. Please try again.');
        links = data.createExportFilesByAppealId;
        // Files that were gone are being written again; their links come with the EXPORT push.
        if (!links.readyToExportDownloadUrl && !links.handleManuallyDownloadUrl) links = await waitForExport(client, appeal.id);
      }
      await downloadExportFiles(links);
    },
    [client],
  );

  return { exportNow, exportAgain };
}
