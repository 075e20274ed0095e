import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OVERVIEW_MAX_DAYS, type Overview, type OverviewMetric } from '@ownless/shared';
import { Download, TrendingDown, TrendingUp } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dateTimeFormat, numberFormat } from '@/lib/i18n';
import { useOverview } from '../api/overview';
import {
  METRIC_LABELS,
  changeOf,
  csvFileName,
  formatMetric,
  overviewCsv,
} from '../utils/overview-format';
import { FilterField, selectClass, tdClass, thClass } from './console-ui';
import { useUrlState } from './use-url-state';

/** uPlot and its styles load with the first chart, never with the rest of the app. */
const OverviewChart = lazy(() => import('./overview-chart'));

const PRESETS = ['7', '30', '90'] as const;
const KEYS = ['range', 'from', 'to'] as const;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The period in the URL: a preset (last 7, 30 or 90 UTC days) or a custom from–to. */
export function periodFromUrl(values: Record<(typeof KEYS)[number], string>, now = Date.now()) {
  if (
    values.range === 'custom' &&
    isDay(values.from) &&
    isDay(values.to) &&
    values.from <= values.to
  )
    return { range: 'custom', from: values.from, to: values.to };
  const days = (PRESETS as readonly string[]).includes(values.range) ? Number(values.range) : 30;
  return { range: String(days), from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

const shortDate = (day: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A preset period's button: "Last 7 days". */
function LastDays({ days }: { days: number }) {
  return <Plural value={days} one="Last # day" other="Last # days" />;
}

function Change({ metric }: { metric: OverviewMetric }) {
  const change = changeOf(metric);
  const previous = formatMetric(metric.unit, metric.previous);
  if (change === null || change === 0)
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          Previous period: <bdi>{previous}</bdi>
        </Trans>
      </p>
    );
  const up = change > 0;
  // More refunds or payouts owed is not good news; more of everything else is.
  const good = metric.key === 'refunds' ? !up : up;
  const Icon = up ? TrendingUp : TrendingDown;
  const size = Math.abs(change);
  const amount =
    metric.unit === 'percent'
      ? plural(size, { one: '# point', other: '# points' })
      : numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(size / 100);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold',
          metric.key === 'payouts_due'
            ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            : good
              ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300'
              : 'bg-red-50 text-red-800 dark:bg-red-400/10 dark:text-red-300',
        )}
      >
        {/* Not mirrored: like the charts, a trend reads left to right in Arabic too. */}
        <Icon className="size-3.5" aria-hidden="true" />
        {up ? <Trans>Up {amount}</Trans> : <Trans>Down {amount}</Trans>}
      </span>
      <span>
        <Trans>
          from <bdi>{previous}</bdi>
        </Trans>
      </span>
    </p>
  );
}

function MetricCard({ metric, days }: { metric: OverviewMetric; days: string[] }) {
  const id = useId();
  const { i18n } = useLingui();
  const title = i18n._(METRIC_LABELS[metric.key].title);
  const help = i18n._(METRIC_LABELS[metric.key].help);
  const format = useCallback((value: number) => formatMetric(metric.unit, value), [metric.unit]);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`metric-${metric.key}`}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {title}
      </h2>
      <p
        className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums rtl:tracking-normal dark:text-white"
        data-testid="metric-total"
      >
        {formatMetric(metric.unit, metric.total)}
      </p>
      <div className="mt-1">
        <Change metric={metric} />
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{help}</p>
      <div className="mt-4">
        <Suspense fallback={<Skeleton className="h-[140px]" />}>
          <OverviewChart
            days={days}
            values={metric.series}
            format={format}
            label={title}
            emptyMax={metric.unit === 'count' ? 1 : 100}
            whole={metric.unit !== 'percent'}
          />
        </Suspense>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-xs font-semibold text-brand-700 dark:text-brand-400">
          <Trans>
            Daily values<span className="sr-only"> of {title}</span>
          </Trans>
        </summary>
        <div className="mt-2 max-h-56 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">
              <Trans>{title} per day (UTC)</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className={cn(thClass, 'text-end')}>
                  {title}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {days.map((day, i) => (
                <tr key={day}>
                  <td className={cn(tdClass, 'py-1.5')}>{shortDate(day)}</td>
                  <td className={cn(tdClass, 'py-1.5 text-end tabular-nums')}>
                    {formatMetric(metric.unit, metric.series[i] ?? null)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The period shown, and the one it is compared with once the answer names it. */
function PeriodSentence({
  from,
  to,
  previous,
}: {
  from: string;
  to: string;
  previous: { from: string; to: string } | undefined;
}) {
  const maxDays = OVERVIEW_MAX_DAYS;
  if (!previous)
    return (
      <Trans>
        <bdi>{from}</bdi> – <bdi>{to}</bdi>. Days are UTC days; at most {maxDays} of them.
      </Trans>
    );
  const previousFrom = previous.from;
  const previousTo = previous.to;
  return (
    <Trans>
      <bdi>{from}</bdi> – <bdi>{to}</bdi> compared with <bdi>{previousFrom}</bdi> –{' '}
      <bdi>{previousTo}</bdi>. Days are UTC days; at most {maxDays} of them.
    </Trans>
  );
}

function downloadCsv(overview: Overview) {
  const url = URL.createObjectURL(new Blob([overviewCsv(overview)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(overview);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The console's landing page (GET /admin/overview): marketplace metrics for the period in
 * the URL, each against the period before, a chart per metric (lazy-loaded) with its
 * values as a table, and the daily series as a CSV file built from the same answer.
 */
export function OverviewView() {
  const { t } = useLingui();
  const id = useId();
  const { values, set } = useUrlState(KEYS);
  const period = useMemo(() => periodFromUrl(values), [values]);
  const query = useOverview({ from: period.from, to: period.to });
  const data = query.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:flex-row lg:items-end lg:justify-between dark:border-slate-800 dark:bg-slate-900">
        <div className="space-y-3">
          <div role="group" aria-label={t`Period`} className="flex flex-wrap gap-2">
            {[...PRESETS, 'custom'].map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={period.range === range}
                onClick={() =>
                  set(
                    range === 'custom'
                      ? { range, from: period.from, to: period.to }
                      : { range: range === '30' ? '' : range, from: '', to: '' },
                  )
                }
                className={buttonClass(period.range === range ? 'primary' : 'outline', 'sm')}
              >
                {range === 'custom' ? <Trans>Custom</Trans> : <LastDays days={Number(range)} />}
              </button>
            ))}
          </div>
          {period.range === 'custom' && (
            <div className="grid grid-cols-2 gap-3 sm:max-w-md">
              <FilterField id={`${id}-from`} label={t({ message: 'From', context: 'date range' })}>
                <input
                  id={`${id}-from`}
                  type="date"
                  className={selectClass}
                  value={period.from}
                  max={period.to}
                  onChange={(e) => e.target.value && set({ range: 'custom', from: e.target.value })}
                />
              </FilterField>
              <FilterField id={`${id}-to`} label={t({ message: 'To', context: 'date range' })}>
                <input
                  id={`${id}-to`}
                  type="date"
                  className={selectClass}
                  value={period.to}
                  min={period.from}
                  onChange={(e) => e.target.value && set({ range: 'custom', to: e.target.value })}
                />
              </FilterField>
            </div>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            <PeriodSentence
              from={shortDate(period.from)}
              to={shortDate(period.to)}
              previous={
                data && {
                  from: shortDate(data.previous_period.from),
                  to: shortDate(data.previous_period.to),
                }
              }
            />
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'shrink-0 gap-2')}
          disabled={!data}
          onClick={() => data && downloadCsv(data)}
          data-testid="overview-csv"
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </button>
      </div>

      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, n) => (
            <Skeleton key={n} className="h-72" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError query={query} title={t`The overview could not be loaded`} />
      ) : (
        <div
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy={query.isFetching || undefined}
        >
          {query.data.metrics.map((metric) => (
            <MetricCard key={metric.key} metric={metric} days={query.data.days} />
          ))}
        </div>
      )}
    </div>
  );
}
