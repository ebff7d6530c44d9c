import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { IconButton } from '../icon-button/icon-button';

export const calloutTones = ['info', 'success', 'warning', 'danger'] as const;
export type CalloutTone = (typeof calloutTones)[number];

/** Texts of {@link Callout}, English by default. */
export interface CalloutLabels {
  /** Accessible name of the dismiss button. @default 'Dismiss' */
  dismiss: string;
}

export const defaultCalloutLabels: CalloutLabels = { dismiss: 'Dismiss' };

const toneIcons: Record<CalloutTone, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  danger: <CircleAlert />,
};

export interface CalloutProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  /** @default 'info' */
  tone?: CalloutTone;
  /** A short first line in bold. */
  title?: ReactNode;
  /** Element of the title; a heading only when the callout starts a section of the outline. @default 'p' */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
  /** The text; links inside inherit the callout's colour and stay underlined. */
  children?: ReactNode;
  /** A button or link under the text ("Top up", "Retry"). */
  action?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. The icon is decorative: the text must say what the tone says. */
  icon?: ReactNode;
  /**
   * Whether assistive technology announces the callout when it appears or changes. Leave it unset for a callout
   * that is part of the page (an explanation, a read-only notice shown on load): nothing to announce.
   * `'polite'` (`role="status"`) for news that can wait for a pause, such as "Saved" or "Your request is being
   * processed"; `'assertive'` (`role="alert"`) only for what the user must hear now, such as a failed payment.
   * The danger tone does not imply an alert. A status region is announced reliably only when it is already on
   * the page before its text changes: keep it mounted and change its children.
   */
  announce?: 'polite' | 'assertive';
  /** Shows a dismiss button that calls this. */
  onDismiss?: (() => void) | undefined;
  labels?: Partial<CalloutLabels>;
}

/**
 * A message in the flow of the page: info, success, warning or danger, with an icon per tone, an optional title,
 * text, an action and a dismiss button. Colours hold WCAG AA contrast in both themes; the icon is decorative.
 *
 * ```tsx
 * <Callout tone="warning" title="Low balance" action={<Button size="sm">Top up</Button>}>
 *   Campaigns stop when the balance reaches 0 USDT.
 * </Callout>
 * ```
 */
export const Callout = forwardRef<HTMLDivElement, CalloutProps>(function Callout(
  {
    tone = 'info',
    title,
    titleAs: Title = 'p',
    children,
    action,
    icon,
    announce,
    onDismiss,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultCalloutLabels, ...labels };
  const shownIcon = icon === undefined ? toneIcons[tone] : icon;
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div
      ref={ref}
      role={role}
      data-slot="callout"
      data-tone={tone}
      className={cx('adn-Callout', className)}
      {...rest}
    >
      {shownIcon != null && shownIcon !== false && (
        <span data-slot="callout-icon" className="adn-Callout-icon" aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <div data-slot="callout-content" className="adn-Callout-content">
        {title != null && title !== false && (
          <Title data-slot="callout-title" className="adn-Callout-title">
            {title}
          </Title>
        )}
        {children != null && children !== false && (
          <div data-slot="callout-body" className="adn-Callout-body">
            {children}
          </div>
        )}
        {action != null && action !== false && (
          <div data-slot="callout-action" className="adn-Callout-action">
            {action}
          </div>
        )}
      </div>
      {onDismiss && (
        <IconButton
          className="adn-Callout-dismiss"
          size="sm"
          icon={<X />}
          label={text.dismiss}
          onClick={onDismiss}
        />
      )}
    </div>
  );
});
Callout.displayName = 'Callout';
