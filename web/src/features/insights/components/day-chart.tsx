import { layoutBars, niceMax, shortDay } from '../lib/day-chart';

export type ChartSeries = { label: string; values: number[]; color: string };

const WIDTH = 300;
const HEIGHT = 118;
const LEFT = 26;
const BOTTOM = 16;
/** Room above the plot, so the top value's label is not cut off. */
const TOP = 8;

/**
 * A 30-day bar chart drawn in SVG (no chart library: a few rects and labels),
 * stacked when there is more than one series. It scales with its box, so it
 * reads on a 390 px phone; the totals are printed beside it and the chart has
 * a text label for screen readers.
 */
export function DayChart({
  title,
  days,
  series,
  testId,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  testId: string;
}) {
  const stacks = days.map((_, index) => {
    const values = series.map((s) => s.values[index] ?? 0);
    return { values, total: values.reduce((sum, value) => sum + value, 0) };
  });
  const top = niceMax(Math.max(0, ...stacks.map((stack) => stack.total)));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const bars = layoutBars(stacks, plotWidth, plotHeight, top);
  // Whole numbers only: the middle line is labelled when the top is even.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const totals = series.map((s) => ({ ...s, total: s.values.reduce((sum, value) => sum + value, 0) }));
  const summary = `${title}, last ${days.length} days: ${totals.map((s) => `${s.label} ${s.total}`).join(', ')}`;

  return (
    <figure className="space-y-3" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-gray-900">{title}</span>
        <span className="flex flex-wrap gap-x-3 text-sm text-gray-600">
          {totals.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: s.color }} aria-hidden />
              {s.label}{' '}
              <strong className="text-gray-900" data-testid={`${testId}-${s.label.toLowerCase().replace(/\s+/g, '-')}`}>
                {s.total}
              </strong>
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary}>
        {ticks.map((tick) => {
          const y = TOP + plotHeight - (tick / top) * plotHeight;
          return (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="#e5e7eb" strokeWidth={0.6} />
              <text x={LEFT - 4} y={y + 3} textAnchor="end" fontSize={8} fill="#6b7280">
                {tick}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => (
          <g key={days[index]}>
            <title>{`${shortDay(days[index])}: ${series.map((s, i) => `${s.label} ${stacks[index].values[i]}`).join(', ')}`}</title>
            {bar.segments.map((segment) => (
              <rect
                key={segment.series}
                x={LEFT + bar.x}
                y={TOP + segment.y}
                width={bar.width}
                height={segment.height}
                rx={1}
                fill={series[segment.series].color}
              />
            ))}
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 3} fontSize={8} fill="#6b7280">
          {days[0] ? shortDay(days[0]) : ''}
        </text>
        <text x={WIDTH} y={HEIGHT - 3} fontSize={8} fill="#6b7280" textAnchor="end">
          {days.length ? shortDay(days[days.length - 1]) : ''}
        </text>
      </svg>
    </figure>
  );
}
