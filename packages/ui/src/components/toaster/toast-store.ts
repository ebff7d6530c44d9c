import type { ReactNode } from 'react';

/**
 * The toast store: framework-free state and timers for the toast area, modelled on react-hot-toast's store.
 * It holds no React runtime (only a type import), so its rules can be proven with fake timers and reused by any
 * renderer. `<Toaster />` renders one store; `toast()` writes to the default one.
 */

/** The spec's toast states. */
export const toastTypes = ['blank', 'success', 'error', 'loading', 'custom'] as const;
export type ToastType = (typeof toastTypes)[number];

/** At most this many toasts exist at a time; when a new one would exceed it, the oldest are dropped. */
export const TOAST_LIMIT = 20;

/** How long each type stays before it dismisses itself (ms). `loading` stays until it is dismissed or updated. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = Object.freeze({
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  loading: Infinity,
});

/** A dismissed toast stays in the store this long (ms), so its exit can animate, then it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;

/** Widest a toast may be, in CSS px. */
export const TOAST_MAX_WIDTH_PX = 350;

/** Space between stacked toasts, in CSS px. */
export const TOAST_GUTTER_PX = 8;

/** What a toast shows: a node, or for `custom` toasts a render function that receives the toast. */
export type ToastMessage = ReactNode | ((toast: Toast) => ReactNode);

export interface ToastOptions {
  /** Pass the id of a shown toast to update it in place (e.g. loading -> success); otherwise one is generated. */
  id?: string;
  /** Overrides the type's default from `TOAST_DURATIONS` (ms; `Infinity` keeps it until dismissed). */
  duration?: number;
  /** Replaces the type's icon. */
  icon?: ReactNode;
}

export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly message: ToastMessage;
  readonly icon?: ReactNode;
  /** False once dismissed; the toast is removed `TOAST_REMOVE_DELAY_MS` later. */
  readonly visible: boolean;
  /** Milliseconds it stays before dismissing itself. */
  readonly duration: number;
  /** `Date.now()` when it was shown or last updated. */
  readonly createdAt: number;
}

export interface ToastStore {
  /** Current toasts, newest first. The array is replaced on every change. */
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Shows a toast, or updates the one with `options.id`; returns its id. */
  show(type: ToastType, message: ToastMessage, options?: ToastOptions): string;
  /** Hides one toast, or all without an id; each is removed `TOAST_REMOVE_DELAY_MS` later. */
  dismiss(id?: string): void;
  /** Removes one toast, or all, at once (no exit). */
  remove(id?: string): void;
  /** Stops every auto-dismiss timer (the pointer or focus is in the toast area). */
  pause(): void;
  /** Restarts the timers with the time each toast had left. */
  resume(): void;
}

interface Timers {
  /** Pending auto-dismiss timer, if running. */
  dismiss?: ReturnType<typeof setTimeout> | undefined;
  /** When the running auto-dismiss timer fires (ms since epoch). */
  deadline?: number | undefined;
  /** Time left while paused (ms). */
  remaining?: number | undefined;
  /** Pending removal after dismissal. */
  remove?: ReturnType<typeof setTimeout> | undefined;
}

let counter = 0;
const nextId = () => `toast-${(counter = (counter + 1) % Number.MAX_SAFE_INTEGER)}`;

/** Creates an independent store (tests and hosts that need more than one toast area). */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let paused = false;
  const timers = new Map<string, Timers>();
  const listeners = new Set<() => void>();

  const emit = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const timersOf = (id: string) => {
    let t = timers.get(id);
    if (!t) timers.set(id, (t = {}));
    return t;
  };
  const stopDismissTimer = (t: Timers) => {
    if (t.dismiss !== undefined) clearTimeout(t.dismiss);
    t.dismiss = undefined;
    t.deadline = undefined;
  };
  const startDismissTimer = (id: string, ms: number) => {
    const t = timersOf(id);
    stopDismissTimer(t);
    t.remaining = ms;
    // Infinity would overflow setTimeout into "fire now"; a paused store starts the timer on resume.
    if (!Number.isFinite(ms) || paused) return;
    t.deadline = Date.now() + ms;
    t.dismiss = setTimeout(() => dismiss(id), ms);
  };
  const forget = (id: string) => {
    const t = timers.get(id);
    if (!t) return;
    stopDismissTimer(t);
    if (t.remove !== undefined) clearTimeout(t.remove);
    timers.delete(id);
  };

  function show(type: ToastType, message: ToastMessage, options: ToastOptions = {}): string {
    const id = options.id ?? nextId();
    const duration = options.duration ?? TOAST_DURATIONS[type];
    const toast: Toast = {
      id,
      type,
      message,
      visible: true,
      duration,
      createdAt: Date.now(),
      ...(options.icon !== undefined && { icon: options.icon }),
    };
    const t = timersOf(id);
    if (t.remove !== undefined) clearTimeout(t.remove);
    t.remove = undefined;
    const exists = toasts.some((x) => x.id === id);
    let next = exists ? toasts.map((x) => (x.id === id ? toast : x)) : [toast, ...toasts];
    if (next.length > TOAST_LIMIT) {
      // Newest wins: the oldest toasts go at once, without an exit.
      for (const dropped of next.slice(TOAST_LIMIT)) forget(dropped.id);
      next = next.slice(0, TOAST_LIMIT);
    }
    startDismissTimer(id, duration);
    emit(next);
    return id;
  }

  function dismiss(id?: string): void {
    let changed = false;
    const next = toasts.map((x) => {
      if ((id !== undefined && x.id !== id) || !x.visible) return x;
      changed = true;
      const t = timersOf(x.id);
      stopDismissTimer(t);
      t.remaining = undefined;
      if (t.remove === undefined) t.remove = setTimeout(() => remove(x.id), TOAST_REMOVE_DELAY_MS);
      return { ...x, visible: false };
    });
    if (changed) emit(next);
  }

  function remove(id?: string): void {
    const gone = toasts.filter((x) => id === undefined || x.id === id);
    if (gone.length === 0) return;
    for (const x of gone) forget(x.id);
    const next = id === undefined ? [] : toasts.filter((x) => x.id !== id);
    // Nothing left to hover: the next toast must not start paused because the pointer left with the last one.
    if (next.length === 0) paused = false;
    emit(next);
  }

  function pause(): void {
    if (paused) return;
    paused = true;
    const now = Date.now();
    for (const t of timers.values()) {
      if (t.deadline === undefined) continue;
      t.remaining = Math.max(0, t.deadline - now);
      stopDismissTimer(t);
    }
  }

  function resume(): void {
    if (!paused) return;
    paused = false;
    for (const x of toasts) {
      const remaining = timers.get(x.id)?.remaining;
      if (x.visible && remaining !== undefined) startDismissTimer(x.id, remaining);
    }
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    dismiss,
    remove,
    pause,
    resume,
  };
}

export interface PromiseMessages<T> {
  loading: ReactNode;
  /** Shown when the promise resolves; a function receives the value. Omit to just dismiss. */
  success?: ReactNode | ((value: T) => ReactNode);
  /** Shown when it rejects; a function receives the reason. Omit to just dismiss. */
  error?: ReactNode | ((reason: unknown) => ReactNode);
}

export interface ToastApi {
  /** A blank toast (4000 ms). Returns its id. */
  (message: ReactNode, options?: ToastOptions): string;
  /** A success toast (2000 ms). */
  success(message: ReactNode, options?: ToastOptions): string;
  /** An error toast (4000 ms), announced assertively. */
  error(message: ReactNode, options?: ToastOptions): string;
  /** A loading toast that stays until it is dismissed or updated through its id. */
  loading(message: ReactNode, options?: ToastOptions): string;
  /** A toast whose whole body the caller renders (4000 ms). */
  custom(message: ToastMessage, options?: ToastOptions): string;
  /**
   * Shows `loading` while the promise is pending, then `success` or `error` in the same toast.
   * Returns the promise itself, so the caller can keep awaiting it.
   */
  promise<T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions): Promise<T>;
  /** Dismisses one toast, or every toast without an id. */
  dismiss(id?: string): void;
  /** Removes one toast, or every toast, without waiting for the exit. */
  remove(id?: string): void;
}

/** Binds the `toast()` API to a store. */
export function createToastApi(store: ToastStore): ToastApi {
  const api = (message: ReactNode, options?: ToastOptions) => store.show('blank', message, options);
  api.success = (message: ReactNode, options?: ToastOptions) => store.show('success', message, options);
  api.error = (message: ReactNode, options?: ToastOptions) => store.show('error', message, options);
  api.loading = (message: ReactNode, options?: ToastOptions) => store.show('loading', message, options);
  api.custom = (message: ToastMessage, options?: ToastOptions) => store.show('custom', message, options);
  api.promise = <T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions) => {
    // The loading stage waits for the promise whatever `duration` says; the duration is for the outcome.
    const id = store.show('loading', messages.loading, { ...options, duration: Infinity });
    const sameToast = { ...options, id };
    promise.then(
      (value) => {
        const m = typeof messages.success === 'function' ? messages.success(value) : messages.success;
        if (m === undefined) store.dismiss(id);
        else store.show('success', m, sameToast);
      },
      (reason: unknown) => {
        const m = typeof messages.error === 'function' ? messages.error(reason) : messages.error;
        if (m === undefined) store.dismiss(id);
        else store.show('error', m, sameToast);
      },
    );
    return promise;
  };
  api.dismiss = (id?: string) => store.dismiss(id);
  api.remove = (id?: string) => store.remove(id);
  return api;
}

/** The store that `toast()` and a `<Toaster />` without a `store` prop share. */
export const toastStore: ToastStore = createToastStore();

/** Shows toasts in the default `<Toaster />`: `toast('Saved')`, `toast.error(...)`, `toast.promise(...)`. */
export const toast: ToastApi = createToastApi(toastStore);
