import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteView } from '@ownless/shared';
import { CalendarClock, Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/i18n';
import { formatZoned, zoneLabel } from '../../utils/zoned-time';

/** The quoted period and its price, line by line, with the total. */
function QuoteSummary({
  quote,
  timeZone,
  stale,
  serviceFeePercent,
}: {
  quote: QuoteView;
  timeZone: string;
  stale: boolean;
  /** The server's rate (GET /api/config), beside the fee it charged. */
  serviceFeePercent: number | undefined;
}) {
  const { t } = useLingui();
  const start = formatZoned(quote.start_at, timeZone);
  const end = formatZoned(quote.end_at, timeZone);
  const zone = zoneLabel(timeZone, new Date(quote.start_at));
  return (
    <div
      className={cn('space-y-3 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale || undefined}
      data-testid="quote-result"
    >
      <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CalendarClock
          className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
          aria-hidden="true"
        />
        <span>
          {quote.type === 'sale' ? t`Handover on ${start}` : t`${start} → ${end}`}
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            (<bdi>{zone}</bdi>)
          </span>
        </span>
      </p>
      <table className="w-full text-sm" data-testid="quote-line-items">
        <caption className="sr-only">
          <Trans>Price details</Trans>
        </caption>
        <tbody>
          {quote.line_items.map((item) => (
            <tr key={item.code}>
              <th
                scope="row"
                className="py-1 text-start font-normal text-slate-700 dark:text-slate-300"
              >
                {item.label}
                {item.code === 'service_fee' &&
                  serviceFeePercent !== undefined &&
                  ` (${serviceFeePercent}%)`}
                {item.code === 'deposit' && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    <Trans>Held, released after the return</Trans>
                  </span>
                )}
              </th>
              <td className="py-1 text-end align-top text-slate-900 tabular-nums dark:text-white">
                {formatCents(item.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 dark:border-slate-800">
            <th
              scope="row"
              className="pt-3 text-start text-base font-bold text-slate-900 dark:text-white"
            >
              <Trans>Total</Trans>
            </th>
            <td
              className="pt-3 text-end text-base font-bold text-slate-900 tabular-nums dark:text-white"
              data-testid="quote-total"
            >
              {formatCents(quote.total_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {!quote.available && (
        <Alert tone="warning" title={t`Not available then`} data-testid="quote-unavailable">
          {quote.unavailable_reason ?? t`Try other dates or a smaller quantity.`}
        </Alert>
      )}
    </div>
  );
}

/**
 * The price of what the fields describe, announced as it changes: a prompt while the fields
 * are invalid, the last quote (dimmed) while a new one loads, the server's objection, or a
 * skeleton before the first answer.
 */
export function QuotePrice({
  valid,
  quote,
  current,
  fetching,
  failed,
  failure,
  timeZone,
  serviceFeePercent,
}: {
  /** Whether the fields make a selection the server can quote. */
  valid: boolean;
  /** The last quote received, if any. */
  quote: QuoteView | undefined;
  /** Whether `quote` answers the fields as they are now. */
  current: boolean;
  fetching: boolean;
  /** Whether asking for the quote failed. */
  failed: boolean;
  /** Why it failed, or null when the highlighted fields say it. */
  failure: string | null;
  timeZone: string;
  serviceFeePercent: number | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-live="polite">
      {!valid ? (
        <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>Fix the fields above to see the price.</Trans>
        </p>
      ) : quote && (current || fetching) ? (
        <QuoteSummary
          quote={quote}
          timeZone={timeZone}
          stale={!current || fetching}
          serviceFeePercent={serviceFeePercent}
        />
      ) : failed ? (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {failure ?? t`Check the highlighted fields.`}
        </p>
      ) : (
        <div className="space-y-2" aria-busy="true" aria-label={t`Getting the price`}>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
    </div>
  );
}
