import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

/** A module load the test settles by hand. */
function deferredModule<P extends object>(component: (props: P) => ReactNode) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  let calls = 0;
  const promise = new Promise<{ default: (props: P) => ReactNode }>((res, rej) => {
    resolve = () => res({ default: component });
    reject = rej;
  });
  return {
    load: () => {
      calls += 1;
      return promise;
    },
    resolve: () => act(async () => resolve()),
    reject: (error: Error) => act(async () => reject(error)),
    calls: () => calls,
  };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

const withFallback = (children: ReactNode) => <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('draws the component at once, without its fallback, once preload() has resolved', async () => {
    const module = deferredModule(Counter);
    const Page = preloadable(module.load);
    const preloading = Page.preload();
    await module.resolve();
    await preloading;
    render(withFallback(<Page label="Clicks" />));
    // Synchronously after the first render: no fallback was committed.
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(module.calls()).toBe(1);
  });

  it('suspends like React.lazy when it renders first, loading the module once', async () => {
    const module = deferredModule(Counter);
    const Page = preloadable(module.load);
    render(withFallback(<Page label="Clicks" />));
    expect(screen.getByText('Loading page')).toBeTruthy();
    void Page.preload();
    await module.resolve();
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(module.calls()).toBe(1);
  });

  it('keeps the state of a page that started before its chunk arrived when its parent renders again', async () => {
    const module = deferredModule(Counter);
    const Page = preloadable(module.load);
    const { rerender } = render(withFallback(<Page label="Clicks" />));
    await module.resolve();
    await userEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(withFallback(<Page label="Taps" />));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeTruthy();
  });

  it('rejects preload() and throws to the error boundary when the chunk fails', async () => {
    const module = deferredModule(Counter);
    const Page = preloadable(module.load);
    const refused = expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await module.reject(new Error('Failed to fetch dynamically imported module'));
    await refused;
    render(<Boundary>{withFallback(<Page label="Clicks" />)}</Boundary>);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch dynamically imported module',
    );
  });

  it('asks again after a failed load, and takes a module that resolved to nothing for a failure', async () => {
    let attempt = 0;
    const Page = preloadable<typeof Counter>(() => {
      attempt += 1;
      if (attempt === 1) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      if (attempt === 2) return Promise.resolve(undefined as unknown as { default: typeof Counter });
      return Promise.resolve({ default: Counter });
    });
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await Page.preload();
    expect(attempt).toBe(3);
    render(<Page label="Clicks" />);
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
  });
});
