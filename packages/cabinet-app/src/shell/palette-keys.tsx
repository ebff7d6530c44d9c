import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@adnet/api-client';
import { navigationFor } from '../access/routes';
import { useActingAs, withActingAs } from './acting-as';
import type { PaletteMode } from './command-palette';

export interface PaletteKeysProps {
  user: User;
  mode: PaletteMode;
  show: (mode: PaletteMode) => void;
  /** `g` then one of these keys: the page it goes to. */
  goKeys: Readonly<Record<string, string>>;
  /** Called once the keys listen. */
  onLive: () => void;
}

/**
 * The keyboard shortcuts of every signed-in page, a chunk fetched once the page has loaded (`palette-launcher.tsx`):
 * Ctrl+K (Cmd+K) opens or closes the command palette, `?` lists the shortcuts, `g` then a key of `goKeys` within a
 * second goes to that page when the user's navigation has it. The single-key shortcuts stay quiet while a field has
 * focus or a dialog is open, so typing is never taken.
 */
export function PaletteKeys({ user, mode, show, goKeys, onLive }: PaletteKeysProps) {
  const navigate = useNavigate();
  const uid = useActingAs();
  // When `g` was pressed: kept across the listener's renewals (a navigation renews it between `g` and its key).
  const goAt = useRef(-Infinity);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show(mode === 'palette' ? null : 'palette');
        return;
      }
      const field =
        event.target instanceof HTMLElement &&
        event.target.matches('input, textarea, select, [contenteditable]');
      if (event.ctrlKey || event.metaKey || field || document.querySelector('[role="dialog"]')) return;
      const path = goKeys[event.key];
      if (event.key === '?') show('shortcuts');
      else if (event.key === 'g') goAt.current = event.timeStamp;
      else if (path && event.timeStamp - goAt.current < 1000) {
        goAt.current = -Infinity;
        if (navigationFor(user).some((route) => route.path === path)) void navigate(withActingAs(path, uid));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [user, mode, show, goKeys, navigate, uid]);
  useEffect(onLive, [onLive]);
  return null;
}
