import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateTimeFormat } from '@/lib/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';

const HEIGHT = 140;

/** Tick steps of whole numbers (1, 2, 5, 10, 20, 50, …): a count never reads 1.5 users. */
const WHOLE_STEPS = Array.from({ length: 12 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/**
 * One metric's daily values as a small uPlot chart (this module is its own chunk, loaded
 * by the overview only). The canvas is hidden from screen readers: the card beside it
 * gives the figures and a table of every day. Its day and value labels are in the page's
 * language, and the label names the series.
 *
 * Time runs left to right in Arabic too (the box is `dir="ltr"`): Arabic finance and
 * analytics charts read a time axis that way; only the layout around the chart mirrors.
 */
export default function OverviewChart({
  days,
  values,
  format,
  label,
  emptyMax = 1,
  whole = false,
}: {
  days: string[];
  values: (number | null)[];
  format: (value: number) => string;
  label: string;
  /** The top of the scale when every value is 0 (100 cents, 100 %), so ticks read well. */
  emptyMax?: number;
  /** Counts (and cents): ticks only at whole numbers. */
  whole?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = usePreferencesStore((state) => state.theme === 'dark');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const ink = dark ? '#94a3b8' : '#475569';
    const grid = dark ? 'rgba(148,163,184,0.15)' : 'rgba(100,116,139,0.15)';
    const line = dark ? '#34d399' : '#047857';
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { show: false } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { size: 6 } },
        scales: {
          x: { time: true },
          y: {
            range: (_u, min, max) => [
              Math.min(0, whole ? Math.floor(min) : min),
              (whole ? Math.ceil(max) : max) || emptyMax,
            ],
          },
        },
        axes: [
          { ...axis, size: 28, values: (_u, splits) => splits.map((s) => shortDay(s)) },
          {
            ...axis,
            // Wide enough for the longest value label: prices in Spanish or Arabic are longer.
            size: (_u, labels) =>
              Math.max(56, Math.max(0, ...(labels ?? []).map((text) => text.length)) * 7 + 16),
            ...(whole && { incrs: WHOLE_STEPS }),
            values: (_u, splits) => splits.map((s) => format(s)),
          },
        ],
        series: [
          {},
          {
            label,
            stroke: line,
            width: 2,
            fill: dark ? 'rgba(52,211,153,0.12)' : 'rgba(4,120,87,0.08)',
            spanGaps: false,
            points: { show: days.length <= 31 },
          },
        ],
      },
      [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), values],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, values, format, label, emptyMax, whole, dark]);

  return (
    <div ref={box} dir="ltr" aria-hidden="true" className="w-full" style={{ height: HEIGHT }} />
  );
}

const shortDay = (seconds: number) =>
  dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
