import { describe, expect, it } from 'vitest';
import { gridStateFromSearch, queryFromGridState, searchFromGridState } from './grid-query';
import { supportCaseList } from './support';

const queryOf = (search: string) =>
  queryFromGridState(gridStateFromSearch(new URLSearchParams(search), supportCaseList), supportCaseList);

describe('the support cases list definition', () => {
  it('asks for the last activity first when the URL names no order', () => {
    expect(queryOf('')).toEqual({ page: 1, pageSize: 20, orderBy: 'updatedAt', order: 'desc' });
  });

  it('sends status, priority, search and "assigned to me" (the URL\'s assignee as assigneeId)', () => {
    expect(queryOf('status=OPEN&priority=URGENT&search=refund&assignee=42')).toMatchObject({
      status: 'OPEN',
      priority: 'URGENT',
      search: 'refund',
      assigneeId: 42,
    });
  });

  it('drops values that are not a status, a priority or an id, instead of failing the list', () => {
    const query = queryOf('status=DONE&priority=asap&assignee=-1&orderBy=password');
    expect(query).toEqual({ page: 1, pageSize: 20, orderBy: 'updatedAt', order: 'desc' });
    expect(queryOf('assignee=1e3')).not.toHaveProperty('assigneeId');
  });

  it('writes the assignee back to the URL as it reads it', () => {
    const state = gridStateFromSearch(new URLSearchParams('assignee=7&status=PENDING'), supportCaseList);
    expect(searchFromGridState(state, supportCaseList).toString()).toBe('status=PENDING&assignee=7');
  });
});
