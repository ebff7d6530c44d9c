import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, StaticPageHeader, VisuallyHidden } from '@adnet/ui';
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
 * the placeholder's title is the page's own header (ui's `StaticPageHeader`: `PageHeader`'s markup): the copy the build
 * prerendered into the route's HTML from this component (`build-static-pages.ts`) stays on screen through the
 * session check instead of blinking out, and the page's largest text is painted once, by the HTML.
 */
export function ShellSkeleton({
  frame = 'cabinet',
  header,
}: {
  frame?: 'cabinet' | 'page';
  header?: SkeletonHeader | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Frame className="boot-shell" data-frame={frame} aria-busy="true" header={header}>
      <VisuallyHidden as="p" role="status">
        {t('common.loading')}
      </VisuallyHidden>
    </Frame>
  );
}

/**
 * The signed-in frame with a page's header as the build prerenders it (`build-static-pages.ts`): one copy per
 * language in one document, inert and hidden (the status is React's to say).
 */
export function ShellSkeletonCopy({ header, lang }: { header: SkeletonHeader; lang: string }) {
  return (
    <Frame
      className="boot-shell boot-page"
      data-frame="cabinet"
      lang={lang}
      inert
      aria-hidden="true"
      header={header}
    />
  );
}

/** The frame's boxes, with `children` at the end of its body. */
function Frame({
  header,
  children,
  ...root
}: ComponentPropsWithoutRef<'div'> & { 'data-frame': string; header: SkeletonHeader | undefined }) {
  const { t, i18n } = useTranslation();
  // The header's texts are its route's (`texts` in the route table), in once the route has loaded: at boot that is
  // before the first render; a session check after a sign-in may come first, and then the plain placeholder shows.
  const withHeader = header?.descriptionKey && i18n.exists(header.descriptionKey) ? header : undefined;
  return (
    <div {...root}>
      <div className="boot-shell-side" aria-hidden="true">
        <span className="boot-shell-brand">{t('app.name')}</span>
        {Array.from({ length: NAV_ITEMS }, (_, i) => (
          <Skeleton key={i} shape="box" className="boot-shell-nav" />
        ))}
      </div>
      <div className="boot-shell-body">
        <div className="boot-shell-top" aria-hidden="true">
          <Skeleton shape="box" className="boot-shell-menu" />
          <span className="boot-shell-brand">{t('app.name')}</span>
          <Skeleton shape="box" className="boot-shell-avatar" />
        </div>
        {withHeader?.descriptionKey ? (
          <div className="boot-shell-main boot-shell-page" aria-hidden="true">
            <section className="page">
              <StaticPageHeader
                className="page-header"
                title={t(withHeader.titleKey)}
                description={t(withHeader.descriptionKey)}
              />
              <Skeleton shape="box" className="boot-shell-block" />
            </section>
          </div>
        ) : (
          <div className="boot-shell-main" aria-hidden="true">
            <NeutralPlaceholder />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * The page-shaped placeholder of the neutral frame: a title, a block and two lines. `index.html` draws it (with the
 * brand) before any script runs: the build renders {@link NeutralShell} into it (`build-static-pages.ts`).
 */
function NeutralPlaceholder() {
  return (
    <>
      <Skeleton shape="box" className="boot-shell-title" />
      <Skeleton shape="box" className="boot-shell-block" />
      <Skeleton shape="box" className="boot-shell-line" />
      <Skeleton shape="box" className="boot-shell-line" />
    </>
  );
}

/** `index.html`'s frame before any script runs (and before any text is in): the brand and the placeholder. */
export function NeutralShell({ brand }: { brand: string }) {
  return (
    <div className="boot-shell" aria-hidden="true">
      <div className="boot-shell-body">
        <div className="boot-shell-top">
          <span className="boot-shell-brand">{brand}</span>
        </div>
        <div className="boot-shell-main">
          <NeutralPlaceholder />
        </div>
      </div>
    </div>
  );
}
