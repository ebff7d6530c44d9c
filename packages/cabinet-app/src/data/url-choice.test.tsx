import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useUrlChoice } from './url-choice';

const VIEWS = ['list', 'board'] as const;

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [view, setView] = useUrlChoice('view', VIEWS, 'list');
      return { view, setView, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useUrlChoice', () => {
  it('reads the choice from the URL and falls back for a missing or unknown value', () => {
    expect(setup('/deals?view=board').result.current.view).toBe('board');
    expect(setup('/deals').result.current.view).toBe('list');
    expect(setup('/deals?view=kanban%3Cscript%3E').result.current.view).toBe('list');
  });

  it('writes a choice into the URL, keeps the other params, and leaves the fallback out', () => {
    const { result } = setup('/deals?search=acme');
    act(() => result.current.setView('board'));
    expect(result.current.search).toBe('?search=acme&view=board');
    act(() => result.current.setView('list'));
    expect(result.current.search).toBe('?search=acme');
  });
});
