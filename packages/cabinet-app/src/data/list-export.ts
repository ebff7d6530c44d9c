import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@adnet/ui';
import { isAbortError, type Page, type PageQuery } from '@adnet/api-client';
import { describeError } from './errors';

/** One column of a CSV: the header in the UI language, and the raw value (numbers unformatted, dates ISO). */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** Rows asked per request while exporting: few requests, each well under the server's 200 cap. */
export const EXPORT_PAGE_SIZE = 100;

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  // A spreadsheet would run a text cell that starts with = + - @ (or a tab/CR) as a formula: make it text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row; CRLF line ends, as spreadsheets expect. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary object URL (nothing leaves the browser). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // A BOM so spreadsheet apps read UTF-8 (Cyrillic and Chinese names) correctly.
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportProgress {
  /** Rows fetched so far. */
  done: number;
  /** Rows in all, once the first page told. */
  total: number | null;
}

/**
 * Exports a list as CSV: every page of the current filter and sort, fetched one after another (`pageSize` 100)
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
      const rows: Row[] = [];
      try {
        for (let page = 1; ; page++) {
          const result = await fetchPage({ ...query, page, pageSize: EXPORT_PAGE_SIZE }, abort.signal);
          rows.push(...result.items);
          setProgress({ done: rows.length, total: result.total });
          if (page >= result.pageCount || result.items.length === 0) break;
        }
        downloadText(fileName, toCsv(columns, rows));
        toast.success(t('list.export.done', { count: rows.length }));
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
