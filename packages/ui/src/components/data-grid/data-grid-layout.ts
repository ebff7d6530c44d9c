/**
 * How the table's columns fit its box: widths between each column's minimum and its preferred width (wider when
 * there is room), and when even the minimums do not fit, columns with a `priority` hidden, least important first.
 * Framework-free and pure, so the rule is tested without a browser.
 */
import type { DataGridColumn } from './data-grid-types';

/** Preferred width of a column that gives none (CSS px). */
export const DEFAULT_COLUMN_WIDTH = 150;
/** Minimum width of a column that gives none: its preferred width, but never more than this (CSS px). */
export const DEFAULT_MIN_COLUMN_WIDTH = 96;
/** The selection column (a checkbox) and the actions column (the "⋯" button): fixed widths (CSS px). */
export const SELECT_COLUMN_WIDTH = 44;
export const ACTIONS_COLUMN_WIDTH = 52;

/** A column's preferred width in px: numbers as given, `'120px'` and `'10rem'` read, anything else the default. */
export function preferredWidth(width: number | string | undefined): number {
  if (typeof width === 'number' && Number.isFinite(width)) return width;
  if (typeof width === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)(px|rem|em)?\s*$/.exec(width);
    if (match) return Number(match[1]) * (match[2] === 'rem' || match[2] === 'em' ? 16 : 1);
  }
  return DEFAULT_COLUMN_WIDTH;
}

export function minimumWidth(column: Pick<DataGridColumn<unknown>, 'width' | 'minWidth'>): number {
  const preferred = preferredWidth(column.width);
  return Math.min(column.minWidth ?? Math.min(preferred, DEFAULT_MIN_COLUMN_WIDTH), preferred);
}

/** The result of fitting: what is shown, at which widths, and what was hidden to make room. */
export interface ColumnFit<Row> {
  columns: DataGridColumn<Row>[];
  /** Width in CSS px of each column of `columns`, same order. */
  widths: number[];
  /** Ids of the columns hidden for room (the columns menu offers them back). */
  hiddenToFit: string[];
  /** Sum of the widths: wider than the box only when the minimums of what may not be hidden do not fit. */
  total: number;
}

/**
 * Fits `columns` (the ones the user has not hidden) into `available` px (the box less the selection and actions
 * columns). A column may be hidden for room only if it has a `priority`, may be hidden at all (`hideable`), is not
 * the first (identifying) column, is not one of `keep` (the column the rows are sorted by: hidden, the order would
 * look random), and was not explicitly shown by the user (`visibility[id] === true`, which the columns menu
 * writes). An unknown width (`available` <= 0: not measured yet, or no layout as in jsdom) keeps the
 * preferred widths and hides nothing.
 */
export function fitColumns<Row>(
  columns: readonly DataGridColumn<Row>[],
  visibility: Readonly<Record<string, boolean>>,
  available: number,
  keep: readonly string[] = [],
): ColumnFit<Row> {
  const shown = columns.filter((column) => visibility[column.id] !== false);
  if (!(available > 0)) {
    const widths = shown.map((column) => preferredWidth(column.width));
    return { columns: shown, widths, hiddenToFit: [], total: sum(widths) };
  }
  const hidden = new Set<string>();
  const mins = new Map(shown.map((column) => [column.id, minimumWidth(column)]));
  let minTotal = sum([...mins.values()]);
  while (minTotal > available) {
    let drop: DataGridColumn<Row> | undefined;
    shown.forEach((column, index) => {
      if (index === 0 || hidden.has(column.id) || column.priority === undefined) return;
      if (column.hideable === false || visibility[column.id] === true || keep.includes(column.id)) return;
      // The highest number is the least important; among equals the one further right goes first.
      if (!drop || (column.priority as number) >= (drop.priority as number)) drop = column;
    });
    if (!drop) break;
    hidden.add(drop.id);
    minTotal -= mins.get(drop.id) as number;
  }
  const kept = shown.filter((column) => !hidden.has(column.id));
  const min = kept.map((column) => mins.get(column.id) as number);
  const preferred = kept.map((column) =>
    Math.max(preferredWidth(column.width), mins.get(column.id) as number),
  );
  const preferredTotal = sum(preferred);
  let widths: number[];
  if (minTotal >= available) widths = min;
  else if (preferredTotal >= available) {
    // Between minimum and preferred: every column gives up the same share of what it could give.
    const share = (available - minTotal) / (preferredTotal - minTotal);
    widths = kept.map((_, i) => (min[i] as number) + ((preferred[i] as number) - (min[i] as number)) * share);
  } else {
    // Room to spare: every column grows in proportion to its preferred width, so the table fills its box.
    const grow = available / preferredTotal;
    widths = preferred.map((width) => width * grow);
  }
  widths = roundKeepingTotal(widths);
  return { columns: kept, widths, hiddenToFit: [...hidden], total: sum(widths) };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Whole pixels that add up to the rounded total (the remainder goes to the first column). */
function roundKeepingTotal(widths: readonly number[]): number[] {
  const rounded = widths.map(Math.floor);
  const rest = Math.round(sum(widths)) - sum(rounded);
  if (rounded.length > 0) rounded[0] = (rounded[0] as number) + rest;
  return rounded;
}
