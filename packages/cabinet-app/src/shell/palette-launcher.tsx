import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, preloadable } from '@adnet/ui';
import Search from 'lucide-react/icons/search';
import type { User } from '@adnet/api-client';
import { withTexts } from '../i18n/with-texts';
import type { PaletteMode } from './command-palette';
import { afterLoad, loadChunk, useChunk } from './use-chunk';

/** `g` then one of these keys, within a second: go to the page, when the user's navigation has it. */
const GO_KEYS: Readonly<Record<string, string>> = { c: '/campaigns', m: '/monitoring', w: '/wallet' };

const DialogsChunk = preloadable(() =>
  withTexts(import('./command-palette'), ['palette', 'campaigns', 'archive']).then((m) => ({
    default: m.PaletteDialogs,
  })),
);
const KeysChunk = preloadable(() => import('./palette-keys').then((m) => ({ default: m.PaletteKeys })));

/**
 * The header's search button, which opens the command palette, and the keyboard shortcuts of every signed-in page.
 * Only the button is in the frame: the shortcuts' listener is a chunk fetched once the page has loaded (the button
 * says `aria-keyshortcuts` from then on), and the palette with the shortcuts list (cmdk, their texts and searches)
 * one fetched on first use. A palette that cannot be fetched (offline) leaves the page as it is; the next press asks
 * again.
 */
export function PaletteLauncher({ user, compact }: { user: User; compact: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PaletteMode>(null);
  const [ready, setReady] = useState(false);
  const [live, setLive] = useState(false);
  const keys = useChunk(KeysChunk, afterLoad);
  const show = useCallback(
    (next: PaletteMode) =>
      void loadChunk(DialogsChunk).then(() => {
        setReady(true);
        setMode(next);
      }, Boolean),
    [],
  );
  const onLive = useCallback(() => setLive(true), []);
  const label = t('nav.palette');
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        className="app-palette-trigger"
        {...(live && { 'aria-keyshortcuts': 'Control+K Meta+K' })}
        onClick={() => show('palette')}
        {...(compact
          ? { icon: <Search />, 'aria-label': label }
          : { startIcon: <Search />, children: [label, <kbd key="k">{t('nav.paletteKeys')}</kbd>] })}
      />
      {keys ? <KeysChunk user={user} mode={mode} show={show} goKeys={GO_KEYS} onLive={onLive} /> : null}
      {ready ? <DialogsChunk mode={mode} onModeChange={setMode} user={user} goKeys={GO_KEYS} /> : null}
    </>
  );
}
