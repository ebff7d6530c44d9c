import { isTelegramUserId } from '@adnet/api-client';

/**
 * Parsing an uploaded list of Telegram user ids (CSV or plain text), line by line so a file of millions of lines
 * is read in chunks off the main thread (`id-list.worker.ts`). A line holds one id, or CSV fields of which the
 * first is the id (`,`, `;` or tab; quotes around it are fine). Blank lines are skipped; a line whose first field
 * is not a Telegram user id (a header, letters, 0, a fraction, past 2^53 − 1) is malformed; an id seen before is
 * a duplicate. The first {@link REPORTED_LINES} line numbers of each are kept to show the user.
 */
export const REPORTED_LINES = 20;

export interface IdListReport {
  /** Lines read (a last line without a newline counts). */
  lines: number;
  blank: number;
  malformed: number;
  duplicates: number;
  /** 1-based line numbers, the first 20 of each. */
  malformedLines: number[];
  duplicateLines: number[];
}

const FIELD_END = /[,;\t]/;

/** The id of one line, `null` for a blank line, `NaN` for a malformed one. */
export function parseIdLine(line: string): number | null {
  const text = line.trim();
  if (text === '') return null;
  const end = text.search(FIELD_END);
  let field = (end === -1 ? text : text.slice(0, end)).trim();
  if (field.length >= 2 && field.startsWith('"') && field.endsWith('"')) field = field.slice(1, -1).trim();
  if (!/^\d{1,16}$/.test(field)) return NaN;
  const id = Number(field);
  return isTelegramUserId(id) ? id : NaN;
}

/** Collects ids line by line: feed it text chunks in order, then `finish()`. */
export class IdListParser {
  private readonly seen = new Set<number>();
  private rest = '';
  readonly report: IdListReport = {
    lines: 0,
    blank: 0,
    malformed: 0,
    duplicates: 0,
    malformedLines: [],
    duplicateLines: [],
  };

  /** Adds a chunk of text (a line may be split across chunks). */
  push(chunk: string) {
    const text = this.rest + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
      this.line(text.slice(start, nl));
      start = nl + 1;
    }
    this.rest = text.slice(start);
  }

  /** Ends the input; returns the distinct ids in file order and the report. */
  finish(): { ids: Float64Array; report: IdListReport } {
    if (this.rest !== '') this.line(this.rest);
    this.rest = '';
    return { ids: Float64Array.from(this.seen), report: this.report };
  }

  private line(raw: string) {
    const r = this.report;
    const n = ++r.lines;
    const id = parseIdLine(raw);
    if (id === null) r.blank++;
    else if (Number.isNaN(id)) {
      if (r.malformed++ < REPORTED_LINES) r.malformedLines.push(n);
    } else if (this.seen.has(id)) {
      if (r.duplicates++ < REPORTED_LINES) r.duplicateLines.push(n);
    } else this.seen.add(id);
  }
}

/**
 * Whether a chunk of a chosen file is not text: it holds a NUL byte, which no CSV or text list has and nearly every
 * binary file (a picture, a video, an archive, a spreadsheet) has in its first bytes. Designed: the list is refused
 * at once ("the file could not be read"), instead of being read as thousands of malformed lines. Only NUL decides: a list
 * saved in a legacy encoding (a Windows-1251 header) is still text and is read as before.
 */
export const isBinaryChunk = (chunk: Uint8Array): boolean => chunk.includes(0);

/** Messages of the parsing worker. A file that is not text (`isBinaryChunk`) ends as an error. */
export type IdListMessage =
  | { type: 'progress'; read: number; total: number }
  | { type: 'done'; ids: Float64Array; report: IdListReport }
  | { type: 'error'; message: string };
