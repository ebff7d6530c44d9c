import { describe, expect, it } from 'vitest';
import {
  ColumnCache,
  buildClientRowModel,
  collationKeysAgree,
  compareValues,
  rowIndexAt,
} from './data-grid-model';
import { fitColumns } from './data-grid-layout';
import { random } from './data-grid.fixtures';
import type { DataGridColumn, DataGridValue } from './data-grid-types';

interface Item {
  id: number;
  v: DataGridValue;
}
const items = (values: DataGridValue[]): Item[] => values.map((v, id) => ({ id, v }));
const column: DataGridColumn<Item> = {
  id: 'v',
  header: 'V',
  value: (item) => item.v,
  sortable: true,
  filter: { type: 'text' },
};

function sortedValues(values: DataGridValue[], order: 'asc' | 'desc', col = column): DataGridValue[] {
  const data = items(values);
  const model = buildClientRowModel(data, [col], {}, 'v', order, new ColumnCache());
  return Array.from({ length: model.count }, (_, k) => data[rowIndexAt(model, k)]?.v);
}

/** The rule as TanStack Table applied it: a stable sort by the comparison, negated for descending. */
function reference(values: DataGridValue[], order: 'asc' | 'desc'): number[] {
  return values
    .map((_, i) => i)
    .sort((a, b) => {
      const c = compareValues(values[a], values[b]);
      return (order === 'desc' ? -c : c) || a - b;
    });
}

function modelOrder(values: DataGridValue[], order: 'asc' | 'desc'): number[] {
  const model = buildClientRowModel(items(values), [column], {}, 'v', order, new ColumnCache());
  return Array.from({ length: model.count }, (_, k) => rowIndexAt(model, k));
}

describe('client row model: sorting rules', () => {
  it('sorts numbers by value, empty values last ascending and first descending, null before undefined', () => {
    const values = [3, null, -1, undefined, 10, 0, null, 2.5];
    expect(sortedValues(values, 'asc')).toEqual([-1, 0, 2.5, 3, 10, null, null, undefined]);
    expect(sortedValues(values, 'desc')).toEqual([undefined, null, null, 10, 3, 2.5, 0, -1]);
  });

  it('sorts text like the collator: numbers inside by value, case and accents ignored', () => {
    expect(sortedValues(['item 10', 'Item 9', 'item 100', 'éclair', 'Eclair', 'apple'], 'asc')).toEqual([
      'apple',
      'éclair',
      'Eclair',
      'Item 9',
      'item 10',
      'item 100',
    ]);
  });

  it('keeps ties in data order in both directions', () => {
    const values = ['b', 'a', 'B', 'a', 'A'];
    expect(modelOrder(values, 'asc')).toEqual([1, 3, 4, 0, 2]);
    expect(modelOrder(values, 'desc')).toEqual([0, 2, 1, 3, 4]);
  });

  it('compares numbers with text as text, like the grid always did', () => {
    const values: DataGridValue[] = [10, 'b', 9, 'a', null, true];
    expect(modelOrder(values, 'asc')).toEqual(reference(values, 'asc'));
    expect(modelOrder(values, 'desc')).toEqual(reference(values, 'desc'));
  });

  it('sorts ASCII text by collation keys here (so the random cases below test that path too)', () => {
    expect(collationKeysAgree()).toBe(true);
  });

  it('matches the reference order on many random columns (ASCII, Cyrillic, CJK, digits, empties)', () => {
    const next = random(7);
    const pieces = [
      'a',
      'B',
      'z',
      ' ',
      '-',
      '#',
      '_',
      '.',
      'Ж',
      'ё',
      'е',
      '中',
      'é',
      '0',
      '07',
      '7',
      '10',
      'x2',
    ];
    for (let round = 0; round < 40; round += 1) {
      const numeric = round % 4 === 0;
      const values: DataGridValue[] = Array.from({ length: 200 }, () => {
        const r = next();
        if (r < 0.05) return null;
        if (r < 0.08) return undefined;
        if (numeric) return Math.round((next() - 0.5) * 100) / 4;
        const ascii = round % 2 === 1;
        const length = 1 + Math.floor(next() * 4);
        let text = '';
        for (let i = 0; i < length; i += 1) {
          const piece = pieces[Math.floor(next() * (ascii ? 8 : pieces.length))] as string;
          text += piece;
        }
        return text;
      });
      for (const order of ['asc', 'desc'] as const) {
        expect(modelOrder(values, order), `round ${round} ${order}`).toEqual(reference(values, order));
      }
    }
  });

  it('ignores a sort on a column that is not sortable or not there', () => {
    const data = items([3, 1, 2]);
    const unsortable = { ...column, sortable: false };
    expect(buildClientRowModel(data, [unsortable], {}, 'v', 'asc', new ColumnCache()).order).toBeNull();
    expect(buildClientRowModel(data, [column], {}, 'nope', 'asc', new ColumnCache()).order).toBeNull();
  });
});

describe('client row model: filters', () => {
  const data = items(['Spring sale', 'summer', 'SPRING', null, 'autumn']);
  const statusColumn: DataGridColumn<Item> = {
    id: 'v',
    header: 'V',
    value: (item) => item.v,
    filter: { type: 'select', options: [] },
  };

  it('keeps rows containing the text, ignoring case, and sorts only those', () => {
    const model = buildClientRowModel(data, [column], { v: ' spring ' }, 'v', 'desc', new ColumnCache());
    expect(model.count).toBe(2);
    expect(Array.from(model.order ?? [])).toEqual([0, 2]);
  });

  it('matches select filters by equality or membership, and ignores ids that are not columns', () => {
    const cache = new ColumnCache<Item>();
    expect(buildClientRowModel(data, [statusColumn], { v: 'summer' }, undefined, 'asc', cache).count).toBe(1);
    expect(
      buildClientRowModel(data, [statusColumn], { v: ['summer', 'autumn'] }, undefined, 'asc', cache).count,
    ).toBe(2);
    const other = buildClientRowModel(data, [statusColumn], { name: 'x', v: '' }, undefined, 'asc', cache);
    expect(other).toEqual({ order: null, count: 5 });
  });

  it('reads values again when the data or the column changes', () => {
    const cache = new ColumnCache<Item>();
    const first = buildClientRowModel(data, [column], {}, 'v', 'asc', cache);
    const changed = items(['b', 'a']);
    const second = buildClientRowModel(changed, [column], {}, 'v', 'asc', cache);
    expect(first.count).toBe(5);
    expect(Array.from(second.order ?? [])).toEqual([1, 0]);
    const reversed = { ...column, value: (item: Item) => (item.v === 'a' ? 'z' : item.v) };
    expect(Array.from(buildClientRowModel(changed, [reversed], {}, 'v', 'asc', cache).order ?? [])).toEqual([
      0, 1,
    ]);
  });
});

describe('fitColumns', () => {
  const col = (id: string, width: number, minWidth: number, priority?: number): DataGridColumn<Item> => ({
    id,
    header: id,
    value: () => null,
    width,
    minWidth,
    ...(priority === undefined ? {} : { priority }),
  });
  const cols = [col('name', 240, 160), col('a', 150, 100, 1), col('b', 150, 100, 3), col('c', 150, 100, 2)];

  it('grows columns in proportion when there is room, to fill the box', () => {
    const fit = fitColumns(cols, {}, 1380);
    expect(fit.widths).toEqual([480, 300, 300, 300]);
    expect(fit.hiddenToFit).toEqual([]);
  });

  it('shrinks every column towards its minimum by the same share', () => {
    // Minimums 460, preferred 690: 670 px keeps 210/230 of what each column could give up.
    const fit = fitColumns(cols, {}, 670);
    expect(fit.widths).toEqual([235, 145, 145, 145]);
    expect(fit.total).toBe(670);
  });

  it('hides the least important columns first, never the first, the forced or the unprioritised', () => {
    expect(fitColumns(cols, {}, 400).hiddenToFit).toEqual(['b']);
    expect(fitColumns(cols, {}, 300).hiddenToFit).toEqual(['b', 'c']);
    expect(fitColumns(cols, {}, 300).columns.map((c) => c.id)).toEqual(['name', 'a']);
    // Shown by the user from the columns menu: kept, the next one goes instead.
    expect(fitColumns(cols, { b: true }, 300).hiddenToFit).toEqual(['c', 'a']);
    // Nothing left to hide: minimum widths, wider than the box (the table scrolls sideways).
    const tight = fitColumns(cols, {}, 100);
    expect(tight.columns.map((c) => c.id)).toEqual(['name']);
    expect(tight.total).toBe(160);
  });

  it('keeps the column the rows are sorted by, and hides the next one instead', () => {
    expect(fitColumns(cols, {}, 400, ['b']).hiddenToFit).toEqual(['c']);
    expect(fitColumns(cols, {}, 300, ['b']).columns.map((c) => c.id)).toEqual(['name', 'b']);
  });

  it('leaves hidden columns out and keeps preferred widths until the box is measured', () => {
    const fit = fitColumns(cols, { a: false }, 0);
    expect(fit.columns.map((c) => c.id)).toEqual(['name', 'b', 'c']);
    expect(fit.widths).toEqual([240, 150, 150]);
  });
});
