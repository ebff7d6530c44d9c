import type { ComponentPropsWithRef } from 'react';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  loading?: boolean;
}

/** Placeholder button; the ui-foundations issue gives it variants, sizes and states. */
export function Button({ loading, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      type={type}
      className={className ? `adn-Button ${className}` : 'adn-Button'}
      {...rest}
    />
  );
}
Button.displayName = 'Button';
