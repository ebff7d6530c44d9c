import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../access/routes';

const NAV_ITEMS = 5;

/** The page being opened: its route (`access/routes.ts`); its header is drawn when it has a `descriptionKey`. */
export type SkeletonHeader = Pick<RouteMeta, 'titleKey' | 'descriptionKey'>;

/**
 * The frame drawn before the code and data of a page are in, in the layout's own sizes so nothing jumps when the
 * real page replaces it. `frame="cabinet"` (signed-in pages, while the session and the frame's chunk load): brand,
 * the sidebar from 768 px, the top bar with the user menu's avatar and a page-shaped placeholder. `frame="page"` (a page's chunk loading):
 * the neutral version that `index.html` draws before any script runs, brand and placeholder only. Both share the
 * `boot-shell` rules in `app.css`. The grey boxes are hidden from screen readers, which hear the status instead.
 *
 * With `header` (the route being opened: when it has a `descriptionKey`, its header is the same for every user),
 * the placeholder's title is the page's own header, in ui's `PageHeader` classes where `Page` draws it: the copy `build-static-pages.ts` prerendered into the
 * route's HTML (`framePageHtml`, the same markup: `src/boot/prerendered-pages.test.tsx`) stays on screen through the session
 * check instead of blinking out, and the page's largest text is painted once, by the HTML.
 */
export function ShellSkeleton({
  frame = 'cabinet',
  header,
}: {
  frame?: 'cabinet' | 'page';
  header?: SkeletonHeader | undefined;
}) {
  const { t, i18n } = useTranslation();
  // The header's texts are its route's (`texts` in the route table), in once the route has loaded: at boot that is
  // before the first render; a session check after a sign-in may come first, and then the plain placeholder shows.
  const withHeader = header?.descriptionKey && i18n.exists(header.descriptionKey) ? header : undefined;
  return (
    <div className="boot-shell" data-frame={frame} aria-busy="true">
      <div className="boot-shell-side" aria-hidden="true">
        <span className="boot-shell-brand">{t('app.name')}</span>
        {Array.from({ length: NAV_ITEMS }, (_, i) => (
          <span key={i} className="adn-Skeleton boot-shell-nav" />
        ))}
      </div>
      <div className="boot-shell-body">
        <div className="boot-shell-top" aria-hidden="true">
          <span className="adn-Skeleton boot-shell-menu" />
          <span className="boot-shell-brand">{t('app.name')}</span>
          <span className="adn-Skeleton boot-shell-avatar" />
        </div>
        {withHeader?.descriptionKey ? (
          <div className="boot-shell-main boot-shell-page" aria-hidden="true">
            <section className="page">
              <div className="adn-PageHeader page-header">
                <div className="adn-PageHeader-row">
                  <div className="adn-PageHeader-heading">
                    <div className="adn-PageHeader-title-row">
                      <h1 data-size="lg" className="adn-Heading adn-PageHeader-title">
                        {t(withHeader.titleKey)}
                      </h1>
                    </div>
                    <p className="adn-PageHeader-description">{t(withHeader.descriptionKey)}</p>
                  </div>
                </div>
              </div>
              <span className="adn-Skeleton boot-shell-block" />
            </section>
          </div>
        ) : (
          <div className="boot-shell-main" aria-hidden="true">
            <span className="adn-Skeleton boot-shell-title" />
            <span className="adn-Skeleton boot-shell-block" />
            <span className="adn-Skeleton boot-shell-line" />
            <span className="adn-Skeleton boot-shell-line" />
          </div>
        )}
        <p role="status" className="adn-visually-hidden">
          {t('common.loading')}
        </p>
      </div>
    </div>
  );
}
