import type { ReactNode } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../heading/heading';

/** Whether a slot has something to draw. */
export const drawn = (node: ReactNode) => node != null && node !== false;

export interface PageHeaderHeadingProps {
  title: ReactNode;
  titleLevel?: HeadingLevel | undefined;
  titleSize?: HeadingSize | undefined;
  titleId?: string | undefined;
  description?: ReactNode;
  meta?: ReactNode;
}

/** The title column of a page header (title, badges, description): shared by `PageHeader` and `StaticPageHeader`. */
export function PageHeaderHeading({
  title,
  titleLevel = 1,
  titleSize = 'lg',
  titleId,
  description,
  meta,
}: PageHeaderHeadingProps) {
  return (
    <div className="adn-PageHeader-heading">
      <div className="adn-PageHeader-title-row">
        <Heading
          level={titleLevel}
          size={titleSize}
          className="adn-PageHeader-title"
          data-slot="page-header-title"
          {...(titleId !== undefined && { id: titleId })}
        >
          {title}
        </Heading>
        {drawn(meta) && (
          <div className="adn-PageHeader-meta" data-slot="page-header-meta">
            {meta}
          </div>
        )}
      </div>
      {drawn(description) && (
        <p className="adn-PageHeader-description" data-slot="page-header-description">
          {description}
        </p>
      )}
    </div>
  );
}
