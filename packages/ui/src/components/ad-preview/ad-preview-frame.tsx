import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Light or dark Telegram look; `undefined` follows the document's theme. */
export type AdPreviewAppearance = 'light' | 'dark';

/** Props of {@link AdPreviewFrame}. */
export interface AdPreviewFrameProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Accessible name of the frame. @default 'Mobile preview' */
  label?: string;
  /** Forces the Telegram light or dark look; by default it follows `data-theme` on the root. */
  appearance?: AdPreviewAppearance;
  /** Clock shown in the status bar (decorative). @default '12:30' */
  clock?: string;
  /**
   * `app`: the status bar takes the Telegram header's colour. `immersive`: white on black over a full-screen ad,
   * as phones draw it over a black interstitial (a white bar over a black ad gave the mock-up away).
   * @default 'app'
   */
  statusBar?: 'app' | 'immersive';
  children: ReactNode;
}

/**
 * A phone-sized frame (360 x 640 CSS pixels, the most common Android viewport) that the ad previews render into:
 * the "mobile preview" of the edit-campaign screen. The status bar is decoration and hidden from assistive
 * technology; the screen is a labelled region.
 */
export function AdPreviewFrame({
  label = 'Mobile preview',
  appearance,
  clock = '12:30',
  statusBar = 'app',
  className,
  children,
  ...rest
}: AdPreviewFrameProps) {
  return (
    <section
      aria-label={label}
      data-slot="frame"
      data-appearance={appearance}
      data-status-bar={statusBar}
      className={className ? `adn-AdPreviewFrame ${className}` : 'adn-AdPreviewFrame'}
      {...rest}
    >
      <div className="adn-AdPreviewFrame-statusBar" aria-hidden="true">
        <span>{clock}</span>
        <span className="adn-AdPreviewFrame-statusIcons">
          <span className="adn-AdPreviewFrame-signal" />
          <span className="adn-AdPreviewFrame-battery" />
        </span>
      </div>
      <div className="adn-AdPreviewFrame-screen" data-slot="screen">
        {children}
      </div>
    </section>
  );
}
AdPreviewFrame.displayName = 'AdPreviewFrame';
