import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { PageHeaderHeading } from './page-header-heading';

export interface StaticPageHeaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's title (an `h1`, 24 px, as `PageHeader` draws it). */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
}

/**
 * A {@link PageHeader} with a title and a description only, in the same markup and boxes, without the code of
 * breadcrumbs, badges and actions: for a page's frame drawn before its code is in (a skeleton, a prerendered page),
 * where every byte of the first load counts. When the page draws its `PageHeader` nothing moves.
 */
export function StaticPageHeader({ title, description, className, ...rest }: StaticPageHeaderProps) {
  return (
    <div data-slot="page-header" className={cx('adn-PageHeader', className)} {...rest}>
      <div className="adn-PageHeader-row">
        <PageHeaderHeading title={title} description={description} />
      </div>
    </div>
  );
}
