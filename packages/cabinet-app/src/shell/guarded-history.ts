import { createContext } from 'react';
import type { HistoryRouterProps, To } from 'react-router-dom';

type History = HistoryRouterProps['history'];

/** Where a navigation goes, as a leave guard sees it. */
export interface NextLocation {
  pathname: string;
  search: string;
  state: unknown;
}

/** A page's guard against leaving it (one at a time: the page on screen). */
export interface LeaveGuard {
  /** Whether going to `next` must be asked first; called when the user leaves, never before. */
  holds(next: NextLocation): boolean;
  /** Asks the user; resolves true to leave. */
  ask(): Promise<boolean>;
}

/** The router's history with {@link LeaveGuard}s: every navigation of the app passes through it. */
export interface GuardedHistory extends History {
  /** Installs the page's guard; returns its removal. */
  guard(guard: LeaveGuard): () => void;
}

/**
 * Wraps the router's history so that a page can hold every way of leaving it — a link or `navigate` (the
 * history's `push`/`replace`, which React Router's `<Link>` and `useNavigate` call) and the browser's Back and
 * Forward buttons (a `popstate`, which the history reports as a POP with its `delta`) — until the user answers.
 *
 * Why not React Router's `useBlocker`: it works only under a data router (`createBrowserRouter`), whose core
 * adds 17 KB gzip to the entry, that is to the first visit of every route (app chunk 129.3 -> 146.4 KB
 * gzip when measured; `pnpm size` over on 33 routes). The app keeps its declarative router (`HistoryRouter`, which
 * is `BrowserRouter` with the history given, so the same transitions and Suspense) and holds navigations the way
 * the data router does: a held POP is undone at once with `history.go(-delta)` (the address never changes on
 * screen; React Router never hears of it), and redone with `history.go(delta)` when the user chooses to leave.
 */
export function guardHistory(history: History): GuardedHistory {
  let current: LeaveGuard | null = null;
  let asking = false;
  /** Pops of our own making still to come: the undo of a held one (swallowed) and the redo after Leave. */
  let undos = 0;
  let redo = false;

  /** Whether a navigation to `next` waits for the user; `leave` carries it out if the user says so. */
  const held = (next: NextLocation, leave: () => void) => {
    const guard = current;
    if (!guard?.holds(next)) return false;
    // While a question is open, another held navigation is dropped.
    if (!asking) {
      asking = true;
      void guard.ask().then((yes) => {
        asking = false;
        // Only for the page that asked: gone meanwhile (a forced navigation), its answer is moot.
        if (yes && current === guard) leave();
      });
    }
    return true;
  };
  const move = (go: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    const { pathname, search } = history.createURL(to);
    if (!held({ pathname, search, state }, () => go(to, state))) go(to, state);
  };

  // The rest (action, location, createHref, go...) is the history's own.
  const guarded: GuardedHistory = Object.create(history);
  return Object.assign(guarded, {
    push: move(history.push),
    replace: move(history.replace),
    listen: (listener: Parameters<History['listen']>[0]) =>
      history.listen((update) => {
        if (update.action === 'POP') {
          if (undos > 0) {
            undos -= 1;
            return;
          }
          const delta = update.delta;
          const { pathname, search, state } = update.location;
          if (redo) redo = false;
          else if (
            delta &&
            held({ pathname, search, state: state as unknown }, () => {
              redo = true;
              history.go(delta);
            })
          ) {
            undos += 1;
            history.go(-delta);
            return;
          }
        }
        listener(update);
      }),
    guard: (guard: LeaveGuard) => {
      current = guard;
      return () => {
        if (current === guard) current = null;
      };
    },
  });
}
/** The app's guarded history (`app.tsx`); null where the app's router is not around (a component's test). */
export const LeaveGuardContext = createContext<GuardedHistory | null>(null);
