import type { ReactNode } from 'react';
import type { SelectSize } from './select';

export interface SelectPlaceholderProps {
  /** The chosen option's text. */
  text?: ReactNode;
  /** @default 'md' */
  size?: SelectSize | undefined;
  /** The name the select will have. */
  'aria-label'?: string | undefined;
}

/**
 * Holds a {@link Select}'s place (its trigger) while its code loads: the same button with the chosen option's text
 * and an icon-sized box, inert, so nothing moves when the select replaces it. It carries the trigger's slots
 * (`select-trigger`), so a test finds the copy and the real trigger alike; the copy is the `inert` one.
 */
export function SelectPlaceholder({ text, size = 'md', 'aria-label': label }: SelectPlaceholderProps) {
  return (
    <button
      type="button"
      className="adn-Select-trigger"
      data-slot="select-trigger"
      data-size={size}
      aria-label={label}
      inert
    >
      <span className="adn-Select-value" data-slot="select-value">
        <span>{text}</span>
      </span>
      <span className="adn-Select-icon" data-slot="select-icon" aria-hidden="true">
        <span style={{ inlineSize: 16, blockSize: 16 }} />
      </span>
    </button>
  );
}
