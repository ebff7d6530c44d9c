import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { guardHistory, type LeaveGuard } from './guarded-history';

/** A guarded memory history at /a after /start, a router-like listener, and a guard whose answer the test gives. */
function setup(holds: LeaveGuard['holds'] = (next) => next.pathname !== '/a') {
  const raw = createMemoryHistory({ initialEntries: ['/start', '/a'], initialIndex: 1, v5Compat: true });
  const history = guardHistory(raw);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
  let answer: (leave: boolean) => void = () => undefined;
  const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
  const remove = history.guard({ holds, ask });
  return { raw, history, seen, ask, answer: (leave: boolean) => answer(leave), remove };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guardHistory', () => {
  it('holds a push until the user answers: Stay keeps the page, Leave carries it out', async () => {
    const { history, seen, ask, answer } = setup();
    history.push('/b');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/a');
    answer(false);
    await settle();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);

    history.push({ pathname: '/b', search: '?x=1' });
    answer(true);
    await settle();
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual(['PUSH /b?x=1']);
  });

  it('holds Back (a POP): undone at once without the router hearing of it, redone on Leave', async () => {
    const { history, seen, ask, answer } = setup();
    history.go(-1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);
    answer(false);
    await settle();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);

    history.go(-1);
    expect(ask).toHaveBeenCalledTimes(2);
    answer(true);
    await settle();
    expect(history.location.pathname).toBe('/start');
    expect(seen).toEqual(['POP /start']);
  });

  it('lets through what the guard does not hold, everything once the guard is removed, and drops a held move while asking', async () => {
    const { history, seen, ask, answer, remove } = setup((next) => next.pathname === '/held');
    history.replace('/a?tab=2');
    expect(seen).toEqual(['REPLACE /a?tab=2']);
    history.push('/held');
    history.push('/held');
    expect(ask).toHaveBeenCalledTimes(1);
    answer(false);
    await settle();
    remove();
    history.push('/held');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['REPLACE /a?tab=2', 'PUSH /held']);
  });

  it('ignores the answer of a guard removed while it asked (its page is gone)', async () => {
    const { history, seen, answer, remove } = setup();
    history.push('/b');
    remove();
    answer(true);
    await settle();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);
  });
});
