import { useCallback, useState } from 'react';

/** Where a list's chosen columns are kept: per user and list, in localStorage (no secret, only column ids). */
export const columnsStorageKey = (userId: number, listId: string) => `adnet-columns:${userId}:${listId}`;

function read(key: string): Record<string, boolean> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
  } catch {
    return null; // broken JSON or blocked storage: the list's defaults
  }
}

/**
 * The columns a user chose for a list, remembered per user (another user on the same browser gets the list's
 * defaults: every column but those marked `defaultHidden`), as the `DataGrid`'s controlled `columnVisibility`
 * and its change handler, to spread on the grid.
 */
export function useColumnVisibility(
  userId: number,
  listId: string,
  columns: readonly { id: string; defaultHidden?: boolean | undefined }[],
) {
  const key = columnsStorageKey(userId, listId);
  const stored = () => ({
    ...Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
    ...read(key),
  });
  const [state, setState] = useState(() => ({ key, value: stored() }));
  if (state.key !== key) setState({ key, value: stored() });
  const onColumnVisibilityChange = useCallback(
    (value: Record<string, boolean>) => {
      setState({ key, value });
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or blocked: the choice holds for this visit
      }
    },
    [key],
  );
  return { columnVisibility: state.key === key ? state.value : stored(), onColumnVisibilityChange };
}
