import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWRMutation from 'swr/mutation';
import { unstable_serialize, useSWRConfig, type Arguments, type Cache } from 'swr';
import { toast } from '@adnet/ui';
import { useConfirm, type ConfirmRequest } from '../shell/confirm';
import { describeError } from './errors';
import { isResourceKey, type Resource } from './swr-keys';
import { useRevalidate } from './use-revalidate';

/**
 * The write recipe, on `useSWRMutation`: one hook per kind of write (stop, archive, save...). It asks first when
 * the write is destructive or costly, shows pending (`isMutating`, and the confirm dialog's busy button), tells
 * the outcome with a translated toast, patches the rows it can predict at once and rolls them back on failure,
 * and revalidates every cached key of the resources it names. Forms use it through `useRecipeForm`, which also
 * puts the server's field errors on their fields.
 */

/** A change to rows that is known before the server answers (a stopped campaign's status). */
export interface RowPatch {
  /** Resources whose cached pages (and detail entries) hold the row. */
  resources: readonly Resource[];
  id: number | string;
  patch: Record<string, unknown>;
}

export interface ActionOptions<A, R> {
  /** Names the action's mutation key (`['action', name]`). */
  name: string;
  run: (arg: A) => Promise<R>;
  /** Resources to revalidate after the write (on failure too, when rows were patched). */
  revalidates: readonly Resource[];
  /** The success toast; null for none. */
  success?: (result: R, arg: A) => ReactNode | null;
  /** The failure toast; `describeError` by default; null when the caller shows the failure itself (forms). */
  failure?: ((error: unknown, arg: A) => ReactNode) | null;
  /** Asks first when this returns a request (destructive or costly writes). */
  confirm?: (arg: A) => ConfirmRequest | null;
  /** Rows to update at once, rolled back if the write fails. */
  optimistic?: (arg: A) => RowPatch | null;
}

export type ActionResult<R> =
  { ok: true; data: R } | { ok: false; error: unknown } | { ok: false; cancelled: true };

type Snapshot = { key: Arguments; data: unknown }[];

function patchValue(value: unknown, { id, patch }: RowPatch): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const page = value as { items?: unknown };
  if (Array.isArray(page.items)) {
    let changed = false;
    const items = page.items.map((row: { id?: unknown }) => {
      if (row?.id !== id) return row;
      changed = true;
      return { ...row, ...patch };
    });
    return changed ? { ...page, items } : value;
  }
  return (value as { id?: unknown }).id === id ? { ...value, ...patch } : value;
}

/**
 * Applies a row patch to every cached entry of its resources; returns what to restore on failure. Through SWR's
 * public matcher form of `mutate`, which hands each cached entry's original key to the matcher: the entries to
 * patch, and their data before, are known as the matcher runs (synchronously, before any update).
 */
function applyPatch(
  cache: Cache,
  mutate: ReturnType<typeof useSWRConfig>['mutate'],
  rowPatch: RowPatch,
): Snapshot {
  const snapshot: Snapshot = [];
  void mutate(
    (key) => {
      if (!isResourceKey(key, rowPatch.resources)) return false;
      const data: unknown = cache.get(unstable_serialize(key))?.data;
      if (data === undefined || patchValue(data, rowPatch) === data) return false;
      snapshot.push({ key, data });
      return true;
    },
    (current: unknown) => patchValue(current, rowPatch),
    { revalidate: false },
  );
  return snapshot;
}

export function useAction<A, R>(options: ActionOptions<A, R>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const revalidate = useRevalidate();
  const { cache, mutate } = useSWRConfig();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const mutation = useSWRMutation<R, unknown, readonly [string, string], A>(
    ['action', options.name],
    (_key, { arg }) => latest.current.run(arg),
    { throwOnError: true },
  );
  // SWR's trigger type is conditional on the argument's type, which TypeScript cannot resolve for a generic A.
  const send = mutation.trigger as (arg: A) => Promise<R>;
  const { isMutating } = mutation;

  const perform = useCallback(
    async (arg: A): Promise<ActionResult<R>> => {
      const o = latest.current;
      const rowPatch = o.optimistic?.(arg) ?? null;
      const snapshot = rowPatch ? applyPatch(cache, mutate, rowPatch) : [];
      try {
        const data = await send(arg);
        const message = o.success?.(data, arg);
        if (message) toast.success(message);
        await revalidate(o.revalidates);
        return { ok: true, data };
      } catch (error) {
        for (const { key, data } of snapshot) void mutate(key, data, { revalidate: false });
        const describe = o.failure === undefined ? (e: unknown) => describeError(t, e) : o.failure;
        const message = describe ? describe(error, arg) : null;
        if (message) toast.error(message);
        if (snapshot.length) void revalidate(o.revalidates);
        return { ok: false, error };
      }
    },
    [cache, mutate, revalidate, send, t],
  );

  /** Runs the write (asking first when it should); resolves with the outcome, never rejects. */
  const trigger = useCallback(
    async (arg: A): Promise<ActionResult<R>> => {
      const request = latest.current.confirm?.(arg) ?? null;
      if (!request) return perform(arg);
      let result: ActionResult<R> = { ok: false, cancelled: true };
      await confirm(request, async () => {
        result = await perform(arg);
      });
      return result;
    },
    [confirm, perform],
  );

  return { trigger, isMutating };
}

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkOptions<T> {
  name: string;
  /** One item's write; items run one after another. */
  run: (item: T) => Promise<unknown>;
  /** How an item is named in the summary (a campaign's name). */
  label: (item: T) => string;
  revalidates: readonly Resource[];
  confirm?: (items: readonly T[]) => ConfirmRequest | null;
  /** The summary toast's sentence for `done` successes out of `total`. */
  summary: (done: number, total: number) => string;
  /** The heading over the list of failed items. */
  failedHeading: (count: number) => string;
}

/**
 * A write over many rows (bulk stop, start, archive): asks once, runs the calls one after another (the server
 * sees no burst, and the order is the user's), reports progress, then one summary toast that lists each failure
 * by name with its reason, and one revalidation.
 */
export function useBulkAction<T>(options: BulkOptions<T>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const revalidate = useRevalidate();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const trigger = useCallback(
    async (items: readonly T[]) => {
      const o = latest.current;
      const failures: { label: string; reason: string }[] = [];
      const runAll = async () => {
        setProgress({ done: 0, total: items.length });
        for (const [index, item] of items.entries()) {
          try {
            await o.run(item);
          } catch (error) {
            failures.push({ label: o.label(item), reason: describeError(t, error) });
          }
          setProgress({ done: index + 1, total: items.length });
        }
        const succeeded = items.length - failures.length;
        const summary = o.summary(succeeded, items.length);
        if (failures.length === 0) toast.success(summary);
        else
          toast.error(
            <div className="bulk-summary">
              <p>{summary}</p>
              <p>{o.failedHeading(failures.length)}</p>
              <ul>
                {failures.map((f) => (
                  <li key={f.label}>
                    <strong>{f.label}</strong>: {f.reason}
                  </li>
                ))}
              </ul>
            </div>,
            { duration: 10_000 },
          );
        await revalidate(o.revalidates);
        setProgress(null);
      };
      // Asks first, then runs outside the dialog so the page's bulk bar can show the progress.
      const request = o.confirm?.(items) ?? null;
      if (request && !(await confirm(request))) return false;
      await runAll();
      return true;
    },
    [confirm, revalidate, t],
  );

  return { trigger, progress };
}
