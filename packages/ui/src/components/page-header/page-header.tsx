import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { ChevronRightIcon } from '../../internal/icons';
import type { HeadingLevel, HeadingSize } from '../heading/heading';
import { drawn, PageHeaderHeading } from './page-header-heading';
import type { LinkRenderProps } from '../layout/types';

/** One step of the trail: a label and, except for the current page, where it leads. */
export interface Breadcrumb {
  /** Stable key; the href or the label when omitted. */
  id?: string;
  label: string;
  /** Without it the step is plain text (the current page, or a level that has no page of its own). */
  href?: string;
}

/**
 * Renders one breadcrumb link with the host's router, so `@adnet/ui` stays router-free (as the layouts'
 * `renderLink`): `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`. Defaults to a plain `<a>`.
 */
export type RenderBreadcrumbLink = (props: LinkRenderProps, item: Breadcrumb) => ReactNode;

/** Texts of {@link PageHeader}, English by default. */
export interface PageHeaderLabels {
  /** Names the breadcrumb navigation landmark. @default 'Breadcrumbs' */
  breadcrumbs: string;
}

export const defaultPageHeaderLabels: PageHeaderLabels = { breadcrumbs: 'Breadcrumbs' };

export interface PageHeaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's title. */
  title: ReactNode;
  /** Outline level of the title. @default 1 */
  titleLevel?: HeadingLevel;
  /** Visual size of the title. @default 'lg' (24 px) */
  titleSize?: HeadingSize;
  /** id of the title element, for `aria-labelledby` of the page's region. */
  titleId?: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Next to the title: badges such as the campaign's status. They wrap under a long title. */
  meta?: ReactNode;
  /** The trail above the title; the last step is the current page (`aria-current="page"`). */
  breadcrumbs?: readonly Breadcrumb[];
  /** Buttons of the page ("New campaign", "Export"). At the title's end; under it on a narrow screen. */
  actions?: ReactNode;
  renderLink?: RenderBreadcrumbLink;
  labels?: Partial<PageHeaderLabels>;
}

const defaultRenderLink: RenderBreadcrumbLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/**
 * The top of a page: breadcrumbs, the title (an `h1` by default, through {@link Heading}) with optional badges,
 * a description and the page's actions. Below 560 px of its own width the actions move under the title and wrap,
 * so nothing is cut at 390 px.
 *
 * ```tsx
 * <PageHeader
 *   title={campaign.name}
 *   meta={<CampaignStatusBadge status={campaign.status} />}
 *   breadcrumbs={[{ label: t('nav.campaigns'), href: '/campaigns' }, { label: campaign.name }]}
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />}
 *   actions={<Button>{t('campaign.edit')}</Button>}
 *   labels={{ breadcrumbs: t('nav.breadcrumbs') }}
 * />
 * ```
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  {
    title,
    titleLevel,
    titleSize,
    titleId,
    description,
    meta,
    breadcrumbs,
    actions,
    renderLink = defaultRenderLink,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultPageHeaderLabels, ...labelsProp };
  return (
    <div ref={ref} data-slot="page-header" className={cx('adn-PageHeader', className)} {...rest}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={labels.breadcrumbs} data-slot="breadcrumbs" className="adn-Breadcrumbs">
          <ol className="adn-Breadcrumbs-list">
            {breadcrumbs.map((item, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={item.id ?? item.href ?? item.label} className="adn-Breadcrumbs-item">
                  {item.href !== undefined ? (
                    renderLink(
                      {
                        href: item.href,
                        className: 'adn-Breadcrumbs-link',
                        'aria-current': current ? 'page' : undefined,
                        children: item.label,
                      },
                      item,
                    )
                  ) : (
                    <span className="adn-Breadcrumbs-text" aria-current={current ? 'page' : undefined}>
                      {item.label}
                    </span>
                  )}
                  {!current && <ChevronRightIcon className="adn-Breadcrumbs-separator" />}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="adn-PageHeader-row">
        <PageHeaderHeading
          title={title}
          titleLevel={titleLevel}
          titleSize={titleSize}
          titleId={titleId}
          description={description}
          meta={meta}
        />
        {drawn(actions) && (
          <div className="adn-PageHeader-actions" data-slot="page-header-actions">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
});
PageHeader.displayName = 'PageHeader';
