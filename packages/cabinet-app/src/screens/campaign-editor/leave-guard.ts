import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfirm, type ConfirmRequest } from '../../shell/confirm';
import { isForcedNavigation } from '../../shell/forced-navigation';
import { LeaveGuardContext } from '../../shell/guarded-history';

/**
 * Asks before the user leaves a form with unsaved changes: a link, a programmatic navigation (Cancel, a menu
 * item) and the browser's Back and Forward buttons ask with the app's confirm dialog — Stay (also Escape, or
 * closing the dialog) keeps the page, its address and every input; Leave goes on — and closing or reloading the
 * tab gets the browser's own `beforeunload` prompt (a page may not draw its own there).
 *
 * Only a move to another path or query asks (a hash change stays on the page). A navigation the session forces
 * (expired, ended in another tab, signed out: `forcedState` in `shell/forced-navigation.ts`) is never held: the page
 * cannot stay without a session, and the form's autosaved draft keeps what was typed.
 *
 * `hasChanges` is asked when the user leaves, not on every change: the form's comparison with its original runs
 * once per attempt to leave instead of once per keystroke. Null: nothing to guard (a read-only form).
 */
export function useLeaveGuard(hasChanges: (() => boolean) | null, request: ConfirmRequest) {
  const history = useContext(LeaveGuardContext);
  const confirm = useConfirm();
  const location = useLocation();
  const here = useRef({ location, request });
  useEffect(() => {
    here.current = { location, request };
  });

  useEffect(() => {
    if (!hasChanges || !history) return;
    return history.guard({
      holds: (next) => {
        const { pathname, search } = here.current.location;
        return (
          !isForcedNavigation(next.state) &&
          (next.pathname !== pathname || next.search !== search) &&
          hasChanges()
        );
      },
      ask: () => confirm(here.current.request),
    });
  }, [hasChanges, history, confirm]);

  useEffect(() => {
    if (!hasChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasChanges()) return;
      event.preventDefault();
      // Chromium before 119 needs returnValue set to show its prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);
}
