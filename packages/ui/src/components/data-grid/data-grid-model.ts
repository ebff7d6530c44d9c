/**
 * The client-side row model of DataGrid: filters, sorts and pages `data` without building an object per row.
 * A column's values are read once into an array (only for the columns a filter or sort needs), sorting ranks the
 * values once per column (numbers: a native numeric sort of a Float64Array; text: a native sort of collation keys,
 * or the collator itself for text the keys do not cover) and orders rows by rank with a counting sort. The result
 * is an index permutation (`Uint32Array`) into `data`; rows are looked up by index only when they are drawn.
 *
 * The order is TanStack Table's, which the grid used before and whose rules the tests pin down: numbers by value,
 * everything else by an `Intl.Collator` (numeric, case- and accent-insensitive), `null` after every value and
 * `undefined` after `null` when ascending (all of them first when descending), ties in data order either way.
 */
import type { DataGridColumn, DataGridValue } from './data-grid-types';
import { isActiveFilter } from './data-grid-state';

let madeCollator: Intl.Collator | null = null;
/**
 * The grid's collator, built on first use: building one loads ICU's collation data (10-20 ms of a phone's main
 * thread), which a server-sorted grid never needs and which must not run when the grid's module loads.
 */
const collator = () =>
  (madeCollator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/**
 * The grid's comparison of two values (ascending), including where empty values go. Sorting never calls it on the
 * fast paths; it is the rule they reproduce, and the slow path for columns that mix numbers and text.
 */
export function compareValues(x: DataGridValue, y: DataGridValue): number {
  // TanStack's `sortUndefined: 1`: undefined after everything, null included.
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (x === null) return y === null ? 0 : 1;
  if (y === null) return -1;
  return collator().compare(String(x), String(y));
}

/** Ranks of a column's values: equal values share a rank, and ascending rank is ascending order. */
interface Ranks {
  ranks: Uint32Array;
  /** Ranks in use (0..size-1). */
  size: number;
}

/** How a column sorts: by ranks (almost always), or by comparing values (numbers mixed with text). */
type Sorter = { kind: 'ranks'; ranks: Ranks } | { kind: 'compare'; values: readonly DataGridValue[] };

/**
 * Ranks numbers: distinct values sorted by the engine's native numeric sort, each row's rank found by binary
 * search. NaN counts as empty (with null): the comparison gives it no place of its own.
 */
function rankNumbers(values: readonly DataGridValue[]): Ranks {
  const n = values.length;
  let present = 0;
  const copy = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const v = values[i];
    // `+ 0` turns -0 into 0: the comparison finds them equal.
    if (typeof v === 'number' && v === v) copy[present++] = v + 0;
  }
  const sorted = copy.subarray(0, present).sort();
  let distinct = 0;
  for (let i = 0; i < present; i += 1) {
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i] as number;
  }
  const ranks = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    const v = values[i];
    if (typeof v === 'number' && v === v) {
      const x = v + 0;
      let lo = 0;
      let hi = distinct - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((sorted[mid] as number) < x) lo = mid + 1;
        else hi = mid;
      }
      ranks[i] = lo;
    } else ranks[i] = v === undefined ? distinct + 1 : distinct;
  }
  return { ranks, size: distinct + 2 };
}

/** Primary weights of printable ASCII under the grid's collator (1-based; 0 = not a plain character). */
let asciiWeights: Uint8Array | null = null;
function weights(): Uint8Array {
  if (asciiWeights) return asciiWeights;
  const chars: string[] = [];
  for (let c = 0x20; c <= 0x7e; c += 1) chars.push(String.fromCharCode(c));
  const { compare } = collator();
  chars.sort(compare);
  const table = new Uint8Array(128);
  let weight = 0;
  chars.forEach((char, i) => {
    if (i === 0 || compare(chars[i - 1] as string, char) !== 0) weight += 1;
    table[char.charCodeAt(0)] = weight;
  });
  asciiWeights = table;
  return table;
}

const KEY_BASE = 0x20;
/** Scratch space for building one key (a name longer than this is simply not a fast-path name). */
const keyBuffer = new Uint16Array(1024);

/**
 * A string whose code-unit order is the collator's order, for printable-ASCII text: each character becomes its
 * primary weight (so case does not count), and a run of digits becomes a number of the digit group, compared by
 * length and then digit by digit (the collator's `numeric`; leading zeros do not count). Null for other text.
 */
function collationKey(text: string, table: Uint8Array, digitWeight: number): string | null {
  const n = text.length;
  let length = 0;
  for (let i = 0; i < n; i += 1) {
    if (length + 3 > keyBuffer.length) return null;
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return null;
    if (c >= 0x30 && c <= 0x39) {
      let j = i;
      while (j < n && text.charCodeAt(j) === 0x30) j += 1;
      let end = j;
      while (end < n && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
      keyBuffer[length++] = KEY_BASE + digitWeight;
      keyBuffer[length++] = KEY_BASE + (end - j);
      for (let k = j; k < end; k += 1) {
        if (length + 1 > keyBuffer.length) return null;
        keyBuffer[length++] = KEY_BASE + 1 + text.charCodeAt(k) - 0x30;
      }
      i = end - 1;
    } else keyBuffer[length++] = KEY_BASE + (table[c] as number);
  }
  return String.fromCharCode.apply(null, keyBuffer.subarray(0, length) as unknown as number[]);
}

/**
 * Text that would show where the collator of this browser and locale does not order like the keys: every letter
 * pair in both cases (contractions such as Czech "ch", Danish "aa", Hungarian "cs"; Turkish "I" and "i" being
 * different letters), punctuation between letters (locales that ignore it), known three-letter contractions, and
 * digits with leading zeros, signs and separators.
 */
function keyBattery(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const texts: string[] = [];
  for (const a of letters) {
    for (const b of letters) texts.push(a + b, a.toUpperCase() + b, a + b.toUpperCase());
  }
  for (let c = 0x20; c <= 0x7e; c += 1) {
    const p = String.fromCharCode(c);
    texts.push(p, `a${p}b`, `a${p}`, `${p}a`, `${p}1`, `1${p}`, `1${p}2`);
  }
  texts.push(
    'dzs',
    'dzsa',
    'sch',
    'scha',
    'tch',
    'ngg',
    'lly',
    'ccs',
    'ddz',
    'ggy',
    'nny',
    'ssz',
    'tty',
    'zzs',
  );
  texts.push(
    '0',
    '00',
    '007',
    '7',
    '07',
    '10',
    '9',
    'a1',
    'a01',
    'a9',
    'a10',
    'a1b',
    'a1.5',
    'a1,5',
    '1a',
    'a 1',
  );
  texts.push('-1', '+1', '1e5', '1 000', '1000', 'x2y', 'x10y', 'x02y');
  return texts;
}

/** Whether the keys order like this page's collator (checked once, on the battery above). */
let keysAgree: boolean | null = null;
function keysWork(table: Uint8Array, digitWeight: number): boolean {
  if (keysAgree === null) {
    const texts = keyBattery();
    const keys = texts.map((text) => collationKey(text, table, digitWeight) as string);
    const order = texts
      .map((_, i) => i)
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    keysAgree = order.every((id, i) => {
      if (i === 0) return true;
      const previous = order[i - 1] as number;
      const c = collator().compare(texts[previous] as string, texts[id] as string);
      return keys[previous] === keys[id] ? c === 0 : c < 0;
    });
  }
  return keysAgree;
}

/** Whether this page's collator orders like the collation keys (the fast path for text). For tests. */
export function collationKeysAgree(): boolean {
  const table = weights();
  return keysWork(table, table[0x30] as number);
}

/**
 * Ranks of printable-ASCII text without one collator call per comparison: each row's collation key, one native
 * sort of the keys (no comparison callback), ranks from neighbouring keys. Used only where the keys were found to
 * order exactly like the collator (see {@link keysWork}); null otherwise, or when some text is not ASCII.
 */
function rankByKeys(texts: readonly (string | null)[], emptyRank: (i: number) => number): Ranks | null {
  const table = weights();
  const digitWeight = table[0x30] as number;
  if (!keysWork(table, digitWeight)) return null;
  const n = texts.length;
  const keys: string[] = new Array(n);
  const keyed: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const text = texts[i];
    if (text === null || text === undefined) continue;
    const key = collationKey(text, table, digitWeight);
    if (key === null) return null;
    keys[i] = key;
    // The row rides along in two code units after a separator below every key character.
    keyed.push(`${key}\u0000${String.fromCharCode(i >>> 16, i & 0xffff)}`);
  }
  keyed.sort();
  const ranks = new Uint32Array(n);
  let previous = '';
  let rank = -1;
  for (const k of keyed) {
    const i = (k.charCodeAt(k.length - 2) << 16) | k.charCodeAt(k.length - 1);
    const key = keys[i] as string;
    if (rank < 0 || key !== previous) rank += 1;
    previous = key;
    ranks[i] = rank;
  }
  const size = rank + 1;
  for (let i = 0; i < n; i += 1)
    if (texts[i] === null || texts[i] === undefined) ranks[i] = emptyRank(i) + size;
  return { ranks, size: size + 2 };
}

/** Ranks with the collator itself: distinct strings sorted once, rows take their string's rank. */
function rankByCollator(texts: readonly (string | null)[], emptyRank: (i: number) => number): Ranks {
  const n = texts.length;
  const ids = new Map<string, number>();
  const strings: string[] = [];
  const idOf = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const text = texts[i];
    if (text === null || text === undefined) {
      idOf[i] = -1;
      continue;
    }
    let id = ids.get(text);
    if (id === undefined) {
      id = strings.length;
      ids.set(text, id);
      strings.push(text);
    }
    idOf[i] = id;
  }
  const { compare } = collator();
  const order = strings.map((_, i) => i);
  order.sort((a, b) => compare(strings[a] as string, strings[b] as string) || a - b);
  const rankOf = new Uint32Array(strings.length);
  let rank = 0;
  order.forEach((id, i) => {
    if (i > 0 && compare(strings[order[i - 1] as number] as string, strings[id] as string) !== 0) rank += 1;
    rankOf[id] = rank;
  });
  const size = strings.length === 0 ? 0 : rank + 1;
  const ranks = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    const id = idOf[i] as number;
    ranks[i] = id < 0 ? size + emptyRank(i) : (rankOf[id] as number);
  }
  return { ranks, size: size + 2 };
}

/** Ranks text (and booleans, printed) by the collator's order; null, NaN and then undefined after it. */
function rankStrings(values: readonly DataGridValue[]): Ranks {
  const texts = values.map((v) =>
    v === null || v === undefined || (typeof v === 'number' && v !== v) ? null : String(v),
  );
  const emptyRank = (i: number) => (values[i] === undefined ? 1 : 0);
  return rankByKeys(texts, emptyRank) ?? rankByCollator(texts, emptyRank);
}

function sorterOf(values: readonly DataGridValue[]): Sorter {
  let numbers = false;
  let others = false;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'number') {
      if (v === v) numbers = true;
    } else others = true;
    if (numbers && others) return { kind: 'compare', values };
  }
  return { kind: 'ranks', ranks: numbers ? rankNumbers(values) : rankStrings(values) };
}

/** Rows (ascending indices, or all when null) ordered by rank: a counting sort, stable, so ties keep data order. */
function sortByRanks(
  rows: Uint32Array | null,
  count: number,
  { ranks, size }: Ranks,
  desc: boolean,
): Uint32Array {
  const starts = new Uint32Array(size + 1);
  const rankAt = (i: number) => {
    const r = ranks[i] as number;
    return desc ? size - 1 - r : r;
  };
  for (let k = 0; k < count; k += 1) {
    const i = rows ? (rows[k] as number) : k;
    starts[rankAt(i) + 1] = (starts[rankAt(i) + 1] as number) + 1;
  }
  for (let r = 1; r <= size; r += 1) starts[r] = (starts[r] as number) + (starts[r - 1] as number);
  const out = new Uint32Array(count);
  for (let k = 0; k < count; k += 1) {
    const i = rows ? (rows[k] as number) : k;
    const r = rankAt(i);
    out[starts[r] as number] = i;
    starts[r] = (starts[r] as number) + 1;
  }
  return out;
}

function sortByComparing(
  rows: Uint32Array | null,
  count: number,
  values: readonly DataGridValue[],
  desc: boolean,
): Uint32Array {
  const order = rows ? Array.from(rows) : Array.from({ length: count }, (_, i) => i);
  order.sort((a, b) => {
    const c = compareValues(values[a], values[b]);
    return (desc ? -c : c) || a - b;
  });
  return Uint32Array.from(order);
}

interface CachedColumn {
  value: DataGridColumn<never>['value'];
  values?: DataGridValue[];
  sorter?: Sorter;
}

/**
 * Column values and sort ranks of one `data` array, computed on first use and kept while `data` and the column's
 * `value` function stay the same. One per grid: it goes when the grid unmounts.
 */
export class ColumnCache<Row> {
  private data: readonly Row[] | null = null;
  private columns = new Map<string, CachedColumn>();

  private entry(data: readonly Row[], column: DataGridColumn<Row>): CachedColumn {
    if (data !== this.data) {
      this.data = data;
      this.columns.clear();
    }
    let entry = this.columns.get(column.id);
    if (!entry || entry.value !== column.value) {
      entry = { value: column.value as CachedColumn['value'] };
      this.columns.set(column.id, entry);
    }
    return entry;
  }

  values(data: readonly Row[], column: DataGridColumn<Row>): readonly DataGridValue[] {
    const entry = this.entry(data, column);
    if (!entry.values) {
      const values: DataGridValue[] = new Array(data.length);
      for (let i = 0; i < data.length; i += 1) values[i] = column.value(data[i] as Row);
      entry.values = values;
    }
    return entry.values;
  }

  sorter(data: readonly Row[], column: DataGridColumn<Row>): Sorter {
    const entry = this.entry(data, column);
    if (!entry.sorter) entry.sorter = sorterOf(this.values(data, column));
    return entry.sorter;
  }
}

/** The rows to show, in order, as indices into `data`. */
export interface ClientRowModel {
  /** Indices into `data` after filtering and sorting; null means every row in data order (nothing to do). */
  order: Uint32Array | null;
  /** Rows after filtering. */
  count: number;
}

/** Index into `data` of the `position`-th row of a model. */
export const rowIndexAt = (model: ClientRowModel, position: number): number =>
  model.order ? (model.order[position] as number) : position;

/** `textFilterMatches` (data-grid-state) with the query prepared once rather than once per row. */
function textMatcher(query: unknown): (value: DataGridValue) => boolean {
  const needle = String(query).trim().toLocaleLowerCase();
  return (value) =>
    String(value ?? '')
      .toLocaleLowerCase()
      .includes(needle);
}

/** `optionFilterMatches` (data-grid-state) with the chosen values prepared once. */
function optionMatcher(chosen: unknown): (value: DataGridValue) => boolean {
  if (!Array.isArray(chosen)) {
    const one = String(chosen);
    return (value) => String(value) === one;
  }
  const set = new Set(chosen.map(String));
  return (value) => set.has(String(value));
}

/**
 * Filters and sorts `data` by the grid's rules: a filter applies when a column has its id (a select filter by
 * equality or membership, anything else as "contains, ignoring case"); the sort applies when its column is
 * sortable. Filters and sorts of ids that are not columns are the host's business (server mode) and ignored here.
 */
export function buildClientRowModel<Row>(
  data: readonly Row[],
  columns: readonly DataGridColumn<Row>[],
  filter: Readonly<Record<string, unknown>>,
  orderBy: string | undefined,
  order: 'asc' | 'desc',
  cache: ColumnCache<Row>,
): ClientRowModel {
  let rows: Uint32Array | null = null;
  let count = data.length;
  for (const [id, value] of Object.entries(filter)) {
    if (!isActiveFilter(value)) continue;
    const column = columns.find((c) => c.id === id);
    if (!column) continue;
    const values = cache.values(data, column);
    const matches = column.filter?.type === 'select' ? optionMatcher(value) : textMatcher(value);
    const kept = new Uint32Array(count);
    let n = 0;
    for (let k = 0; k < count; k += 1) {
      const i = rows ? (rows[k] as number) : k;
      if (matches(values[i])) kept[n++] = i;
    }
    rows = kept.subarray(0, n);
    count = n;
  }
  const sortColumn = orderBy ? columns.find((c) => c.id === orderBy && c.sortable) : undefined;
  if (sortColumn && count > 1) {
    const sorter = cache.sorter(data, sortColumn);
    rows =
      sorter.kind === 'ranks'
        ? sortByRanks(rows, count, sorter.ranks, order === 'desc')
        : sortByComparing(rows, count, sorter.values, order === 'desc');
  }
  return { order: rows, count };
}
