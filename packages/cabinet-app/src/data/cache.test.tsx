import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { createEvictingCache, KEEP_UNUSED_MS, KEEP_UNUSED_TRON_FEE_MS, onErrorRetry } from './cache';

function Reader({ swrKey }: { swrKey: unknown[] }) {
  const { data } = useSWR(swrKey, async () => 'value');
  return <p>{String(data)}</p>;
}

function mount(evicting: ReturnType<typeof createEvictingCache>, swrKey: unknown[]) {
  return render(
    <SWRConfig
      value={{ provider: () => evicting.cache, use: [evicting.evictionMiddleware], dedupingInterval: 0 }}
    >
      <Reader swrKey={swrKey} />
    </SWRConfig>,
  );
}

describe('evicting SWR cache', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('drops a key 60 s after its last subscriber leaves, not before', async () => {
    const evicting = createEvictingCache();
    const key = ['campaigns', { page: 1 }];
    const view = mount(evicting, key);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    const serialized = unstable_serialize(key);
    expect(evicting.cache.get(serialized)).toMatchObject({ data: 'value' });
    view.unmount();
    await act(async () => void (await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS - 100)));
    expect(evicting.cache.get(serialized)).toBeDefined();
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(evicting.cache.get(serialized)).toBeUndefined();
  });

  it('keeps the tron fee 1800 s', async () => {
    const evicting = createEvictingCache();
    const key = ['tronFee'];
    const view = mount(evicting, key);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    view.unmount();
    await act(async () => void (await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS + 1000)));
    expect(evicting.cache.get(unstable_serialize(key))).toBeDefined();
    await act(async () => void (await vi.advanceTimersByTimeAsync(KEEP_UNUSED_TRON_FEE_MS)));
    expect(evicting.cache.get(unstable_serialize(key))).toBeUndefined();
  });

  it('cancels the eviction when a new subscriber arrives in time', async () => {
    const evicting = createEvictingCache();
    const key = ['self'];
    mount(evicting, key).unmount();
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    mount(evicting, key);
    await act(async () => void (await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS * 2)));
    expect(evicting.cache.get(unstable_serialize(key))).toMatchObject({ data: 'value' });
  });

  it('clears everything on logout', async () => {
    const evicting = createEvictingCache();
    mount(evicting, ['self']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    evicting.clear();
    expect([...evicting.cache.keys()]).toHaveLength(0);
  });
});

describe('onErrorRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const run = (error: unknown, retryCount: number) => {
    const revalidate = vi.fn();
    onErrorRetry(error, 'k', {} as never, revalidate, { retryCount, dedupe: true });
    vi.advanceTimersByTime(10 * 60_000);
    return revalidate;
  };

  it('never retries a 4xx, a 401 included, or a parsing error', () => {
    expect(run({ status: 404, data: null }, 1)).not.toHaveBeenCalled();
    expect(run({ status: 401, data: null }, 1)).not.toHaveBeenCalled();
    expect(
      run({ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'e' }, 1),
    ).not.toHaveBeenCalled();
  });

  it('retries a 5xx or network failure slowly, at most 3 times', () => {
    expect(run({ status: 503, data: null }, 1)).toHaveBeenCalledTimes(1);
    expect(run({ status: 'FETCH_ERROR', error: 'x' }, 3)).toHaveBeenCalledTimes(1);
    expect(run({ status: 'FETCH_ERROR', error: 'x' }, 4)).not.toHaveBeenCalled();
  });
});
