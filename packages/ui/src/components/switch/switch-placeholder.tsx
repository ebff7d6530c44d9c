import type { ReactNode } from 'react';
import type { SwitchProps } from './switch';

export interface SwitchPlaceholderProps {
  /** The label the switch will have. */
  label?: ReactNode;
  /** @default 'md' */
  size?: SwitchProps['size'];
}

/**
 * Holds a {@link Switch}'s place while its code loads: its track and label at its size, inert, so nothing moves
 * when the switch replaces it.
 */
export function SwitchPlaceholder({ label, size = 'md' }: SwitchPlaceholderProps) {
  return (
    <span data-slot="switch-placeholder" data-size={size} className="adn-Choice adn-Switch" inert>
      <span className="adn-Switch-track" />
      {label != null ? (
        <span className="adn-Choice-text">
          <span className="adn-Choice-label">{label}</span>
        </span>
      ) : null}
    </span>
  );
}
