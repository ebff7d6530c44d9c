import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';

export interface CardRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Element to render: `section` or `article` when the card is a landmark-worthy unit. @default 'div' */
  as?: 'div' | 'section' | 'article';
  /** `outline` is a flat bordered box; `raised` adds a shadow. @default 'outline' */
  variant?: 'outline' | 'raised';
  /** Inner spacing. @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const CardRoot = forwardRef<HTMLDivElement, CardRootProps>(function CardRoot(
  { as: Element = 'div', variant = 'outline', padding = 'md', className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref}
      data-slot="card"
      data-variant={variant}
      data-padding={padding}
      className={cx('adn-Card', className)}
      {...rest}
    />
  );
});
CardRoot.displayName = 'Card.Root';

const CardHeader = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function CardHeader(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} data-slot="card-header" className={cx('adn-Card-header', className)} {...rest} />;
});
CardHeader.displayName = 'Card.Header';

export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /** Heading level, to fit the page outline. @default 'h3' */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { as: Heading = 'h3', className, ...rest },
  ref,
) {
  return <Heading ref={ref} data-slot="card-title" className={cx('adn-Card-title', className)} {...rest} />;
});
CardTitle.displayName = 'Card.Title';

const CardDescription = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'>>(
  function CardDescription({ className, ...rest }, ref) {
    return (
      <p ref={ref} data-slot="card-description" className={cx('adn-Card-description', className)} {...rest} />
    );
  },
);
CardDescription.displayName = 'Card.Description';

const CardBody = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function CardBody(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} data-slot="card-body" className={cx('adn-Card-body', className)} {...rest} />;
});
CardBody.displayName = 'Card.Body';

const CardFooter = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function CardFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} data-slot="card-footer" className={cx('adn-Card-footer', className)} {...rest} />;
});
CardFooter.displayName = 'Card.Footer';

/**
 * A box that groups related content: a campaign summary, a wallet balance, a settings section. Use the root alone
 * (`<Card>…</Card>`) or with its parts: `Card.Header` (with `Card.Title`, `Card.Description`), `Card.Body`,
 * `Card.Footer` for actions.
 */
export const Card = Object.assign(CardRoot, {
  Root: CardRoot,
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Body: CardBody,
  Footer: CardFooter,
});
