import { useId, useRef, useState, useEffect } from 'react';
import { day as longDay, dollars } from '../../lib/format';
import { requestsText, type DaySpend } from './daily';

const HEIGHT = 220;
const MARGIN = { top: 14, right: 8, bottom: 30, left: 56 };
/** Room an axis label ("Nov 23") needs, in pixels, so that labels never overlap. */
const LABEL_WIDTH = 52;

const SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (isoDay: string) => SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));

/** The smallest of 1, 2, 5 × 10^n cents at or above `cents`: a top line with a round figure. */
function niceCeiling(cents: number): number {
  let step = 1;
  for (;;) {
    for (const factor of [1, 2, 5]) if (step * factor >= cents) return step * factor;
    step *= 10;
  }
}

/** The chart's width follows its box, so that text stays legible from a phone to a wide screen. */
function useBoxWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // An observer reports the box's size once at once, then on every change.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Live spend per UTC day as bars, drawn as SVG: each bar names its day and figures in a <title>
 * (shown on hover), and the whole chart is described by `summaryId`'s sentence; the same figures
 * are in the table next to it. Test requests cost nothing and are not drawn.
 */
export function SpendChart({ days, summaryId }: { days: DaySpend[]; summaryId: string }) {
  const titleId = useId();
  const { ref, width } = useBoxWidth(720);
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceCeiling(Math.max(...days.map((entry) => entry.liveCents), 1));
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const slot = plotWidth / days.length;
  const barWidth = Math.max(Math.min(slot * 0.7, 48), 2);
  const labelEvery = Math.ceil(LABEL_WIDTH / slot);
  const y = (cents: number) => MARGIN.top + plotHeight - (cents / top) * plotHeight;
  return (
    <div ref={ref} className="usage-chart">
      <svg className="chart" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
        <title id={titleId}>Live spend by day</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={tick === 0 ? 'usage-axis' : 'usage-gridline'} x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {dollars(tick)}
            </text>
          </g>
        ))}
        {days.map((entry, index) => {
          const x = MARGIN.left + index * slot;
          const test = entry.testRequests > 0 ? `, ${requestsText(entry.testRequests, 'test')}` : '';
          return (
            <g key={entry.day} className="usage-day">
              <title>{`${longDay(entry.day)}: ${dollars(entry.liveCents)} live spend, ${requestsText(entry.liveRequests, 'live')}${test}`}</title>
              {/* The whole column answers hover, so that a day with nothing spent still shows its title. */}
              <rect className="usage-bar-hit" x={x} y={MARGIN.top} width={slot} height={plotHeight} />
              <rect className="bar" x={x + (slot - barWidth) / 2} y={y(entry.liveCents)} width={barWidth} height={MARGIN.top + plotHeight - y(entry.liveCents)} />
              {(days.length - 1 - index) % labelEvery === 0 && (
                <text x={x + slot / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
                  {shortDay(entry.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
