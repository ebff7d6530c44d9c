import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATIONS,
  TOAST_GUTTER_PX,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  createToastApi,
  createToastStore,
  type ToastStore,
} from './toast-store';

let store: ToastStore;
let toast: ReturnType<typeof createToastApi>;
const find = (id: string) => store.getSnapshot().find((t) => t.id === id);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  toast = createToastApi(store);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store constants (the spec, section 9)', () => {
  it('has the spec values', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      custom: 4000,
      loading: Infinity,
    });
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000);
    expect(TOAST_MAX_WIDTH_PX).toBe(350);
    expect(TOAST_GUTTER_PX).toBe(8);
  });

  it(`keeps at most TOAST_LIMIT (${TOAST_LIMIT}) toasts, the newest winning`, () => {
    for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) toast(`message ${i}`);
    const shown = store.getSnapshot();
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown[0]?.message).toBe(`message ${TOAST_LIMIT + 5}`);
    expect(shown.at(-1)?.message).toBe('message 6');
    expect(shown.some((t) => t.message === 'message 5')).toBe(false);
  });

  it.each([
    ['blank', () => toast('Saved'), 4000],
    ['error', () => toast.error('Failed'), 4000],
    ['success', () => toast.success('Done'), 2000],
    ['custom', () => toast.custom('Custom body'), 4000],
  ] as const)('dismisses a %s toast after exactly its duration (%i ms)', (_type, show, ms) => {
    const id = show();
    vi.advanceTimersByTime(ms - 1);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = toast.loading('Uploading');
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(find(id)?.visible).toBe(true);
    toast.dismiss(id);
    expect(find(id)?.visible).toBe(false);
  });

  it(`removes a dismissed toast exactly TOAST_REMOVE_DELAY_MS (${TOAST_REMOVE_DELAY_MS}) later`, () => {
    const id = toast.success('Done');
    vi.advanceTimersByTime(TOAST_DURATIONS.success);
    expect(find(id)?.visible).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(find(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(find(id)).toBeUndefined();
  });
});

describe('toast store behaviour', () => {
  it('lists the newest toast first and gives each an id', () => {
    const a = toast('first');
    const b = toast('second');
    expect(a).not.toBe(b);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([b, a]);
  });

  it('updates a toast in place through its id and restarts its timer with the new type', () => {
    const id = toast.loading('Saving');
    vi.advanceTimersByTime(10_000);
    toast.success('Saved', { id });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(find(id)).toMatchObject({ type: 'success', message: 'Saved', visible: true });
    vi.advanceTimersByTime(TOAST_DURATIONS.success);
    expect(find(id)?.visible).toBe(false);
  });

  it('brings a dismissed toast back when it is updated before removal', () => {
    const id = toast('Hello');
    toast.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 100);
    toast.error('Again', { id });
    vi.advanceTimersByTime(200);
    expect(find(id)).toMatchObject({ visible: true, type: 'error' });
  });

  it('dismisses every toast when dismiss() has no id', () => {
    toast('a');
    toast.loading('b');
    toast.dismiss();
    expect(store.getSnapshot().every((t) => !t.visible)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours a custom duration', () => {
    const id = toast('Long', { duration: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('pauses every timer while paused and resumes with the time that was left', () => {
    const id = toast('Hover me');
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(find(id)?.visible).toBe(true);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('starts the timer of a toast shown during a pause only on resume', () => {
    store.pause();
    const id = toast.success('While hovering');
    vi.advanceTimersByTime(5000);
    expect(find(id)?.visible).toBe(true);
    store.resume();
    vi.advanceTimersByTime(TOAST_DURATIONS.success);
    expect(find(id)?.visible).toBe(false);
  });

  it('follows a promise: loading, then success in the same toast', async () => {
    let resolve!: (v: { name: string }) => void;
    const promise = new Promise<{ name: string }>((r) => (resolve = r));
    const returned = toast.promise(promise, {
      loading: 'Saving campaign',
      success: (c) => `Saved ${c.name}`,
      error: 'Could not save',
    });
    expect(returned).toBe(promise);
    const [loading] = store.getSnapshot();
    expect(loading).toMatchObject({ type: 'loading', message: 'Saving campaign' });
    resolve({ name: 'Spring' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(find(loading!.id)).toMatchObject({ type: 'success', message: 'Saved Spring' });
  });

  it('follows a promise to an error message built from the reason', async () => {
    const promise = Promise.reject(new Error('quota exceeded'));
    toast
      .promise(promise, { loading: 'Saving', error: (e) => `Failed: ${(e as Error).message}` })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()[0]).toMatchObject({ type: 'error', message: 'Failed: quota exceeded' });
  });

  it('only dismisses the loading toast when the outcome has no message', async () => {
    toast.promise(Promise.resolve(1), { loading: 'Working' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()[0]?.visible).toBe(false);
  });

  it('notifies subscribers with a new array on each change', () => {
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().length));
    const before = store.getSnapshot();
    toast('x');
    expect(store.getSnapshot()).not.toBe(before);
    toast.remove();
    unsubscribe();
    toast('y');
    expect(seen).toEqual([1, 0]);
  });
});
