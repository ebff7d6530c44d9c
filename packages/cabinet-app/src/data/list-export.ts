import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@adnet/ui';
import { isAbortError, type Page, type PageQuery } from '@adnet/api-client';
import type { CsvColumn } from './csv-file';
import { describeError } from './errors';

export type { CsvColumn } from './csv-file';

/**
 * Rows asked per request while exporting: the list's largest page, so an account of thousands of campaigns takes
 * as few requests as it can (each a round trip and a query of the server).
 */
export const EXPORT_PAGE_SIZE = 200;

export interface ExportProgress {
  /** Rows fetched so far. */
  done: number;
  /** Rows in all, once the first page told. */
  total: number | null;
}

/**
 * Exports a list as CSV: every page of the current filter and sort, fetched one after another (`pageSize` 200)
 * with progress and a cancel that aborts the request in flight. Writes nothing when cancelled; a failure says
 * why and leaves the list as it was.
 */
export function useListExport<Row, Q extends object>(
  fetchPage: (query: PageQuery & Q, signal: AbortSignal) => Promise<Page<Row>>,
) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (query: PageQuery & Q, columns: readonly CsvColumn<Row>[], fileName: string) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ done: 0, total: null });
      try {
        // The paging and the CSV writer are loaded with the first export, not with the list page.
        const { exportList } = await import('./csv-file');
        const count = await exportList(
          (page) => fetchPage({ ...query, page, pageSize: EXPORT_PAGE_SIZE }, abort.signal),
          columns,
          fileName,
          setProgress,
        );
        toast.success(t('list.export.done', { count }));
      } catch (error) {
        if (isAbortError(error) || abort.signal.aborted) toast(t('list.export.cancelled'));
        else toast.error(t('list.export.failed', { reason: describeError(t, error) }));
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [fetchPage, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress };
}
