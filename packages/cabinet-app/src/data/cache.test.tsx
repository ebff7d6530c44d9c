import type { ReactNode } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { createApiClient } from '@adnet/api-client';
import { createEvictingCache, KEEP_UNUSED_MS, KEEP_UNUSED_TRON_FEE_MS, swrOptions } from './cache';

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

describe('SWR over the client: retries never stack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a failing GET at most twice (the client’s one retry), however long the page stays open', async () => {
    const fetch = vi.fn(async () => new Response('{"error":"DOWN"}', { status: 503 }));
    const api = createApiClient({ fetch });
    const evicting = createEvictingCache();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig
        value={{ provider: () => evicting.cache, use: [evicting.evictionMiddleware], ...swrOptions }}
      >
        {children}
      </SWRConfig>
    );
    // SWR re-renders only for the fields a render reads: read `error` inside the hook.
    const { result } = renderHook(
      () => ({ error: useSWR(['campaigns', {}, null], () => api.campaigns.list()).error as unknown }),
      { wrapper },
    );
    // Ten minutes, a step at a time, so SWR's own timers (a retry would be one) get their turn.
    for (let i = 0; i < 60; i++) await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(result.current.error).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
