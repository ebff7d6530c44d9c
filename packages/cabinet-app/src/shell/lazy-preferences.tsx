import { useTranslation } from 'react-i18next';
import { preloadable, Skeleton, useTheme } from '@adnet/ui';
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
  return <PreferencePlaceholders labels={preferenceLabelKeys(mode).map((key) => t(key))} />;
}

/**
 * The two selects' placeholders, each holding its select's value unseen (its width follows it). Also drawn by the
 * prerendered sign-in page (`build-static-pages.ts`), with the language's name and the default theme mode's.
 */
export function PreferencePlaceholders({ labels }: { labels: string[] }) {
  return (
    <div className="app-preferences" aria-hidden="true">
      {labels.map((label) => (
        <Skeleton key={label} shape="box" className="app-pref-select app-pref-placeholder">
          <span>{label}</span>
        </Skeleton>
      ))}
    </div>
  );
}
