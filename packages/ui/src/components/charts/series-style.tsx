/**
 * How each series is told apart: a colour (the chart tokens) and a dash pattern, so that two series stay distinct
 * in greyscale or for colour-blind eyes. The legend, the tooltip and the plot draw from these.
 */
export const SERIES_DASHES: readonly (readonly number[])[] = [
  [],
  [7, 4],
  [2, 3],
  [10, 3, 2, 3],
  [14, 4],
  [3, 6],
];

/** The dash of the n-th series (0-based). */
export function seriesDash(index: number): readonly number[] {
  return SERIES_DASHES[index % SERIES_DASHES.length] ?? [];
}

/** How the compared period's line is drawn: the series' colour, dashed and faint. */
export const COMPARISON_DASH: readonly number[] = [5, 4];
export const COMPARISON_ALPHA = 0.55;

/**
 * A legend or tooltip swatch: a short stretch of the series' line (the compared period's: dashed and faint, as it
 * is drawn), or a filled square for bars.
 */
export function SeriesSwatch({
  index,
  kind = 'line',
  comparison = false,
}: {
  index: number;
  kind?: 'line' | 'bar';
  comparison?: boolean;
}) {
  const n = (index % 6) + 1;
  if (kind === 'bar') {
    return (
      <svg
        className="adn-Chart-swatch"
        data-series={n}
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="12" height="12" rx="2" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg
      className="adn-Chart-swatch"
      data-series={n}
      data-comparison={comparison ? '' : undefined}
      width="24"
      height="8"
      aria-hidden="true"
      focusable="false"
    >
      <line
        x1="1"
        y1="4"
        x2="23"
        y2="4"
        stroke="currentColor"
        strokeWidth={comparison ? 2 : 3}
        strokeLinecap="butt"
        strokeOpacity={comparison ? COMPARISON_ALPHA : undefined}
        strokeDasharray={(comparison ? COMPARISON_DASH : seriesDash(index)).join(' ') || undefined}
      />
    </svg>
  );
}
