import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChunk, type LoadableChunk } from './use-chunk';

function Part({ chunk }: { chunk: LoadableChunk }) {
  return useChunk(chunk) ? <p>part</p> : <p>placeholder</p>;
}

describe('useChunk', () => {
  it('keeps the page up when the chunk cannot be fetched, and mounts the part once the browser is back online', async () => {
    const preload = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    render(<Part chunk={{ preload }} />);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    // The failure is swallowed: still the placeholder, no error thrown to a boundary.
    await act(async () => {});
    expect(screen.getByText('placeholder')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('part')).toBeTruthy();
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('draws a part whose chunk an earlier mount loaded on its first render, without asking again', async () => {
    const chunk = { preload: vi.fn(async () => undefined) };
    const first = render(<Part chunk={chunk} />);
    await screen.findByText('part');
    first.unmount();
    render(<Part chunk={chunk} />);
    expect(screen.getByText('part')).toBeTruthy();
    expect(chunk.preload).toHaveBeenCalledTimes(1);
  });

  it('waits for its start to load, and stops listening once unmounted', async () => {
    let start: (() => void) | undefined;
    const cancel = vi.fn();
    const chunk = { preload: vi.fn(async () => undefined) };
    function Delayed() {
      const ready = useChunk(chunk, (load) => {
        start = load;
        return cancel;
      });
      return ready ? <p>part</p> : <p>placeholder</p>;
    }
    const view = render(<Delayed />);
    expect(chunk.preload).not.toHaveBeenCalled();
    act(() => start!());
    expect(await screen.findByText('part')).toBeTruthy();
    view.unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(chunk.preload).toHaveBeenCalledTimes(1);
  });
});
