import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@adnet/ui';
import { preferenceLabelKeys } from './preference-labels';

/**
 * The language and theme selects of the public pages (Radix Select with its popper: the largest part of a public
 * page's code), loaded as their own chunk. The page draws two placeholders of the selects' size at once; the
 * selects replace them when their chunk is in, so the sign-in form does not wait for them.
 */
const PreferencesChunk = lazy(() => import('./preferences').then((m) => ({ default: m.PreferencesBar })));

export function PreferencesBar() {
  const { t } = useTranslation();
  const { mode } = useTheme();
  // Each placeholder holds its select's current value, unseen, so it takes the select's width: a longer label
  // (Русский, Системная) widens it just as it widens the select, and the header wraps the same way.
  return (
    <Suspense
      fallback={
        <div className="app-preferences" aria-hidden="true">
          {preferenceLabelKeys(mode).map((key) => (
            <span key={key} className="adn-Skeleton app-pref-select app-pref-placeholder">
              <span>{t(key)}</span>
            </span>
          ))}
        </div>
      }
    >
      <PreferencesChunk />
    </Suspense>
  );
}
