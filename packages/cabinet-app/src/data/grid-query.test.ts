import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  dayFilter,
  dayRangeFilter,
  enumFilter,
  gridStateFromSearch,
  queryFromGridState,
  searchFromGridState,
  textFilter,
  type ListDefinition,
} from './grid-query';

const def: ListDefinition = {
  resource: 'campaigns',
  sortFields: ['name', 'createdAt', 'spent'],
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: {
    name: textFilter,
    status: enumFilter(['ACTIVE', 'STOPPED']),
    sus: booleanFilter,
    startDate: dayFilter,
    created: dayRangeFilter,
  },
};
const read = (search: string, d: ListDefinition = def) => gridStateFromSearch(new URLSearchParams(search), d);

describe('grid state from the URL', () => {
  it('is the default with nothing in the URL: page 1 of 20, the default sort, no filter', () => {
    expect(read('')).toMatchObject({
      currentPage: 1,
      pageSize: 20,
      orderBy: 'createdAt',
      order: 'desc',
      filter: {},
      openedFilter: null,
    });
  });

  it('reads page, size, sort, filters and the opened filter', () => {
    expect(
      read(
        'page=3&size=50&orderBy=spent&order=asc&name=Spring&status=ACTIVE&sus=true&startDate=2026-03-01&openFilter=status',
      ),
    ).toMatchObject({
      currentPage: 3,
      pageSize: 50,
      orderBy: 'spent',
      order: 'asc',
      filter: { name: 'Spring', status: 'ACTIVE', sus: true, startDate: '2026-03-01' },
      openedFilter: 'status',
    });
  });

  it.each([
    ['page=-3', { currentPage: 1 }],
    ['page=0', { currentPage: 1 }],
    ['page=2.5', { currentPage: 1 }],
    ['page=abc', { currentPage: 1 }],
    ['size=100000', { pageSize: 20 }],
    ['size=7', { pageSize: 20 }],
    ['orderBy=password&order=desc', { orderBy: 'createdAt', order: 'desc' }],
    ['orderBy=name&order=sideways', { orderBy: 'name', order: 'asc' }],
    ['openFilter=nope', { openedFilter: null }],
  ])('falls back to the default for a bad value: %s', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it.each([
    'status=DELETED',
    'sus=maybe',
    'startDate=2026-02-30',
    'startDate=yesterday',
    `name=${'x'.repeat(201)}`,
    'name=%20%20',
    'created=2026-03-10..2026-03-01',
    'created=2026-03-01',
    'created=2026-03-01..2026-02-30',
  ])('drops an invalid filter value: %s', (search) => {
    expect(read(search).filter).toEqual({});
  });

  it('reads a day range as one filter', () => {
    expect(read('created=2026-03-01..2026-03-31').filter).toEqual({
      created: { from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('ignores parameters it does not own (uid, another list)', () => {
    expect(read('uid=7&tx.page=4').currentPage).toBe(1);
  });
});

describe('URL from grid state', () => {
  it('round-trips, leaving defaults out and other parameters in', () => {
    const search = 'uid=7&page=3&size=50&orderBy=spent&order=asc&name=Spring&status=ACTIVE&sus=false';
    const state = read(search);
    const out = searchFromGridState(state, def, new URLSearchParams(search));
    expect(Object.fromEntries(out)).toEqual(Object.fromEntries(new URLSearchParams(search)));
  });

  it('writes nothing for the default state but keeps uid', () => {
    expect(searchFromGridState(read(''), def, new URLSearchParams('uid=7&page=4')).toString()).toBe('uid=7');
  });

  it('uses the prefix of a second list on the same page', () => {
    const tx: ListDefinition = { ...def, prefix: 'tx' };
    const state = read('tx.page=2&tx.status=STOPPED&page=9', tx);
    expect(state).toMatchObject({ currentPage: 2, filter: { status: 'STOPPED' } });
    expect(searchFromGridState(state, tx, new URLSearchParams('page=9')).toString()).toBe(
      'page=9&tx.page=2&tx.status=STOPPED',
    );
  });
});

describe('client query from grid state', () => {
  it('is in the grid names, with only this list’s active filters', () => {
    const state = {
      ...read('page=2&orderBy=name&status=ACTIVE'),
      filter: { status: 'ACTIVE', other: 'x', name: '' },
    };
    expect(queryFromGridState(state, def)).toEqual({
      page: 2,
      pageSize: 20,
      orderBy: 'name',
      order: 'asc',
      status: 'ACTIVE',
    });
  });

  it('maps filters through toFilters when the client names them differently', () => {
    const mapped: ListDefinition<{ type?: string }> = {
      ...def,
      filters: { kind: enumFilter(['A', 'B']) },
      toFilters: (f) => ({ type: f.kind as string }),
    };
    expect(queryFromGridState(read('kind=B', mapped), mapped)).toMatchObject({ type: 'B' });
  });
});
