import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { formatPercent } from '../../format';
import { Skeleton } from '../skeleton';
import { useLocaleOf } from '../../locale/ui-locale-provider';

/** Texts of {@link StatCard}. */
export interface StatCardLabels {
  /** Read before a rise, for screen readers (the arrow is decorative). @default 'Up' */
  increase: string;
  /** @default 'Down' */
  decrease: string;
  /** @default 'No change' */
  unchanged: string;
}

const defaultLabels: StatCardLabels = { increase: 'Up', decrease: 'Down', unchanged: 'No change' };

/** Props of {@link StatCard}. */
export interface StatCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What is measured: 'Impressions', 'Spent'. */
  label: ReactNode;
  /** The value, already formatted (see `formatMoney`, `formatCompactNumber`). */
  value: ReactNode;
  /** Relative change against the previous period as a ratio: `0.12` is +12%. Omit when there is none. */
  delta?: number | null;
  /** What the change compares with: 'vs previous 7 days'. */
  deltaContext?: ReactNode;
  /**
   * Whether a rise is good news (impressions, clicks, ctr), bad news (cpc, cpm) or neither (spent: more spend is
   * more delivery and less money left); decides the colour only. @default 'higher'
   */
  better?: 'higher' | 'lower' | 'neither';
  /** Small print under the value. */
  hint?: ReactNode;
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  /** Shows skeletons in place of the value and delta. */
  loading?: boolean;
  /** Locale of the delta's percentage. @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  labels?: Partial<StatCardLabels>;
}

/**
 * A KPI tile: a label, a big value, and the change against the previous period with an arrow coloured by whether
 * the change is good. Label and value form a description list, so screen readers read them as a pair.
 */
export function StatCard({
  label,
  value,
  delta,
  deltaContext,
  better = 'higher',
  hint,
  icon,
  loading = false,
  locale: localeProp,
  labels: labelsProp,
  className,
  style,
  ...rest
}: StatCardProps) {
  const locale = useLocaleOf(localeProp);
  const fit = loading ? undefined : fitStyle(value);
  const labels = { ...defaultLabels, ...labelsProp };
  const hasDelta = typeof delta === 'number' && Number.isFinite(delta);
  // The direction of the change as shown (a percent with one decimal): a change that rounds to 0.0 % is no change,
  // not a falling arrow beside "0.0 %".
  const shown = hasDelta ? Math.round(delta * 1000) / 1000 : 0;
  const direction = shown === 0 ? 'flat' : shown > 0 ? 'up' : 'down';
  const good =
    direction === 'flat' || better === 'neither'
      ? 'neutral'
      : (direction === 'up') === (better === 'higher')
        ? 'good'
        : 'bad';
  return (
    <div
      data-slot="stat-card"
      aria-busy={loading || undefined}
      className={cx('adn-StatCard', className)}
      style={{ ...fit, ...style }}
      {...rest}
    >
      <dl className="adn-StatCard-list">
        <dt className="adn-StatCard-label">
          {icon != null ? (
            <span className="adn-StatCard-icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {label}
        </dt>
        <dd className="adn-StatCard-value" data-fit={fit ? '' : undefined}>
          {loading ? <Skeleton width="60%" /> : splitUnit(value)}
        </dd>
        {loading ? (
          <dd className="adn-StatCard-delta">
            <Skeleton width="40%" />
          </dd>
        ) : hasDelta ? (
          <dd className="adn-StatCard-delta" data-direction={direction} data-tone={good}>
            <span className="adn-StatCard-arrow" aria-hidden="true">
              {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '–'}
            </span>
            <span className="adn-visually-hidden">
              {direction === 'up'
                ? labels.increase
                : direction === 'down'
                  ? labels.decrease
                  : labels.unchanged}
            </span>
            <span className="adn-StatCard-deltaValue">{formatPercent(Math.abs(shown), locale, 1)}</span>
            {deltaContext != null ? <span className="adn-StatCard-context">{deltaContext}</span> : null}
          </dd>
        ) : null}
        {hint != null ? <dd className="adn-StatCard-hint">{hint}</dd> : null}
      </dl>
    </div>
  );
}
StatCard.displayName = 'StatCard';

/** A unit after the figure's last no-break space: 'USDT' of '863.47 USDT', 'млн' of '1,28 млн'. */
const UNIT = /\u00a0(\p{L}+)$/u;

/** Characters in em at 0.7em, the widest semibold digit or capital of the system fonts (DejaVu Sans on Linux). */
const em = (chars: number) => (chars * 7) / 10;

/**
 * A string value never breaks inside the number or the unit: the stylesheet sizes it from these widths (in em) to
 * fit the card on one line, else to fit its longest part and wrap between number and unit.
 */
function fitStyle(value: ReactNode): CSSProperties | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const unit = UNIT.exec(value);
  const longest = unit ? Math.max(value.length - unit[0].length, unit[1]!.length) : value.length;
  return {
    '--adn-StatCard-all': em(value.length),
    '--adn-StatCard-part': em(longest),
  } as CSSProperties;
}

/** Lets '863.47 USDT' wrap before 'USDT' and nowhere else; the text (and what tests and screen readers read) stays whole. */
function splitUnit(value: ReactNode): ReactNode {
  if (typeof value !== 'string') return value;
  const unit = UNIT.exec(value);
  if (!unit) return value;
  const at = value.length - unit[1]!.length;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
