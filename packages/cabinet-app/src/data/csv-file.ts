import type { Page } from '@adnet/api-client';

/**
 * CSV files: the text of a list and its download. Kept apart from `list-export.ts` so a list page does not load it
 * before the first export (useListExport imports it on demand; the statistics pages import it directly).
 */
/**
 * One column of a CSV: the header in the UI language, and the cell. A cell says what the screen says, so a file
 * and the page it came from read alike: statuses and types in the UI language (never the API's enums), a ratio
 * in percent (`percentCell` in i18n/format.ts). Numbers stay machine-readable (unformatted, a dot for decimals, no unit in the
 * cell: the unit goes in the header), and dates are ISO, so a spreadsheet sorts and sums them in any locale.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

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

/**
 * Reads a list page after page (`fetchPage(1)`, `fetchPage(2)`... to its last), telling the progress after each,
 * and saves the rows as a CSV file; returns how many rows it saved. `useListExport` runs it.
 */
export async function exportList<Row>(
  fetchPage: (page: number) => Promise<Page<Row>>,
  columns: readonly CsvColumn<Row>[],
  fileName: string,
  onProgress: (progress: { done: number; total: number | null }) => void,
): Promise<number> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    rows.push(...result.items);
    onProgress({ done: rows.length, total: result.total });
    if (page >= result.pageCount || result.items.length === 0) break;
  }
  downloadText(fileName, toCsv(columns, rows));
  return rows.length;
}
