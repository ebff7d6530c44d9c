import { useTranslation } from 'react-i18next';
import { preloadable, useTheme } from '@adnet/ui';
import { preferenceLabelKeys } from './preference-labels';
import { useChunk } from './use-chunk';

/**
 * The language and theme selects of the public pages (Radix Select with its popper: the largest part of a public
 * page's code), loaded as their own chunk. The page draws two placeholders of the selects' size at once; the
 * selects replace them when their chunk is in, so the sign-in form does not wait for them. Offline before the chunk
 * came, the placeholders stay until the browser is back online: the sign-in form keeps working without them.
 */
const PreferencesChunk = preloadable(() =>
  import('./preferences').then((m) => ({ default: m.PreferencesBar })),
);

export function PreferencesBar() {
  const { t } = useTranslation();
  const { mode } = useTheme();
  const ready = useChunk(PreferencesChunk);
  // Each placeholder holds its select's current value, unseen, so it takes the select's width: a longer label
  // (Русский, Системная) widens it just as it widens the select, and the header wraps the same way.
  if (ready) return <PreferencesChunk />;
  return (
    <div className="app-preferences" aria-hidden="true">
      {preferenceLabelKeys(mode).map((key) => (
        <span key={key} className="adn-Skeleton app-pref-select app-pref-placeholder">
          <span>{t(key)}</span>
        </span>
      ))}
    </div>
  );
}
