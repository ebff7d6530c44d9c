import { describe, expect, it } from 'vitest';
import { gridStateFromSearch, queryFromGridState } from './grid-query';
import { dealList, salesClientList } from './sales';

const queryOf = (def: typeof dealList | typeof salesClientList, search: string) =>
  queryFromGridState(gridStateFromSearch(new URLSearchParams(search), def), def);

describe('the sales list definitions', () => {
  it('deals: newest first; a stage and a search from the URL; an unknown stage is dropped', () => {
    expect(queryOf(dealList, '')).toEqual({ page: 1, pageSize: 20, orderBy: 'createdAt', order: 'desc' });
    expect(queryOf(dealList, 'stage=WON&search=Q1')).toMatchObject({ stage: 'WON', search: 'Q1' });
    expect(queryOf(dealList, 'stage=CLOSED')).not.toHaveProperty('stage');
  });

  it('clients: the biggest spenders this month first; never a managerId from the URL (the server decides)', () => {
    expect(queryOf(salesClientList, 'managerId=3&status=ACTIVE')).toEqual({
      page: 1,
      pageSize: 20,
      orderBy: 'monthSpent',
      order: 'desc',
      status: 'ACTIVE',
    });
  });
});
