import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page recipe's piece for a choice that is not a list's state — a view or a tab — kept in the URL so a link,
 * a reload and back/forward show the same one. The value is one of `choices`; the fallback is left out of the URL,
 * and a value the page does not know reads as the fallback (no error screen). A change pushes a history entry.
 */
export function useUrlChoice<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = (choices as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) =>
      setParams((current) => {
        const p = new URLSearchParams(current);
        if (next === fallback) p.delete(name);
        else p.set(name, next);
        return p;
      }),
    [fallback, name, setParams],
  );
  return [value, set];
}

/**
 * The current page's path and query with one parameter set: a link that keeps the page's own state (a list's
 * filters and page) and adds a choice to it, as a review panel opened over a list.
 */
export function linkWithParam(location: { pathname: string; search: string }, name: string, value: string) {
  const params = new URLSearchParams(location.search);
  params.set(name, value);
  return `${location.pathname}?${params.toString()}`;
}
