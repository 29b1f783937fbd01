/**
 * The item page's price chart: the daily average price of the last 30 days with trades, drawn
 * with uPlot on a canvas. uPlot is loaded with the chart, so the order book never waits for it;
 * where it cannot draw (no canvas) the chart says so and the rest of the page is unaffected.
 */
import type { MarketDay } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { Muted } from '@idle/ui';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './PriceChart.module.css';

export const PRICE_CHART_FAILED_TEXT = 'The price chart could not be drawn.';
export const PRICE_CHART_HEIGHT = 220;
/** Used until the container has a width (a hidden tab, a test). */
const FALLBACK_WIDTH = 600;
const DAY_SECONDS = 86_400;
/** The time axis marks whole days only: every day, 2 days, a week, 2 weeks or 30 days apart. */
const DAY_INCREMENTS = [1, 2, 7, 14, 30].map((days) => days * DAY_SECONDS);

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** uPlot's columns: the days (Unix seconds, as uPlot's time scale counts) and their averages in gold. */
export function priceChartData(days: readonly MarketDay[]): uPlot.AlignedData {
  return [days.map((day) => day.day / 1_000), days.map((day) => day.averageCents / 100)];
}

function colour(element: HTMLElement, token: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(token).trim() || fallback;
}

function chartOptions(
  UPlot: typeof uPlot,
  element: HTMLElement,
  [daySeconds]: uPlot.AlignedData,
): uPlot.Options {
  const first = daySeconds[0] ?? 0;
  const last = daySeconds.at(-1) ?? first;
  const short = last - first <= DAY_SECONDS;
  const text = colour(element, '--idle-color-text-muted', '#8d94a5');
  const grid = colour(element, '--idle-color-border', '#353b4c');
  const axis: uPlot.Axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
  };
  return {
    width: element.clientWidth || FALLBACK_WIDTH,
    height: PRICE_CHART_HEIGHT,
    // The days are UTC midnights: label them as UTC dates wherever the player is.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1_000), 'Etc/UTC'),
    // One or two days leave the time axis too short for a day's label: pad it a day each side.
    scales: {
      x: short
        ? { time: true, range: () => [first - DAY_SECONDS, last + DAY_SECONDS] }
        : { time: true },
    },
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    series: [
      {},
      {
        label: 'Average price',
        stroke: colour(element, '--idle-color-warning', '#f0c040'),
        width: 2,
        points: { show: true, size: 6 },
      },
    ],
    axes: [
      {
        ...axis,
        incrs: DAY_INCREMENTS,
        values: (_chart, splits) => splits.map((seconds) => DAY_LABEL.format(seconds * 1_000)),
      },
      { ...axis, values: (_chart, splits) => splits.map((value) => formatNumber(value)) },
    ],
  };
}

export function PriceChart({ days }: { days: readonly MarketDay[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let closed = false;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (closed) return;
        const data = priceChartData(days);
        chart = new UPlot(chartOptions(UPlot, element, data), data, element);
        if (typeof ResizeObserver === 'function') {
          resize = new ResizeObserver(() => {
            if (element.clientWidth > 0) {
              chart?.setSize({ width: element.clientWidth, height: PRICE_CHART_HEIGHT });
            }
          });
          resize.observe(element);
        }
      })
      // uPlot could not load or draw (no canvas): the figures and the trades still show.
      .catch(() => {
        if (!closed) setFailed(true);
      });
    return () => {
      closed = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <figure className={styles.chart}>
      <div ref={container} className={styles.canvas} />
      {failed && <Muted>{PRICE_CHART_FAILED_TEXT}</Muted>}
      <figcaption>
        <Muted inline>Daily average price per item, in gold (UTC days)</Muted>
      </figcaption>
    </figure>
  );
}
