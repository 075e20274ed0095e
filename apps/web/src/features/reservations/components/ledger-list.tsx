import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReservationTransaction, type LedgerEntry } from '../api/get-reservation-transaction';
import { formatCents, formatDate } from '@/lib/i18n';
import { ledgerEntryLabel } from '../utils/ledger-labels';

/** The server's own description of an entry, unless it only repeats the kind. */
const KIND_WORDS: Record<string, string> = {
  charge: 'Payment',
  refund: 'Refund',
  transfer: 'Payout to owner',
};

function Entry({ entry }: { entry: LedgerEntry }) {
  const { t } = useLingui();
  const failed = entry.status === 'failed';
  const sign = entry.kind === 'refund' || entry.kind === 'deposit-release' ? '−' : '';
  return (
    <li
      className="flex items-start justify-between gap-4 py-3"
      data-testid="ledger-entry"
      data-kind={entry.kind}
      data-status={entry.status}
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">
          {ledgerEntryLabel(entry.kind)}
          {entry.status !== 'succeeded' && (
            <span
              className={cn(
                'ms-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                failed
                  ? 'bg-red-50 text-red-800 dark:bg-red-400/10 dark:text-red-300'
                  : 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300',
              )}
            >
              {failed ? t`Failed` : t`Pending`}
            </span>
          )}
        </p>
        {entry.description && entry.description !== KIND_WORDS[entry.kind] && (
          <p className="text-slate-700 dark:text-slate-300">{entry.description}</p>
        )}
        {entry.failure_message && (
          <p className="text-red-700 dark:text-red-400">{entry.failure_message}</p>
        )}
        <p className="text-slate-500 dark:text-slate-400">
          <time dateTime={entry.created_at}>
            <bdi>{formatDate(entry.created_at)}</bdi>
          </time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          failed
            ? 'text-slate-400 line-through dark:text-slate-500'
            : 'text-slate-900 dark:text-white',
        )}
      >
        <bdi>
          {sign}
          {formatCents(entry.amount_cents)}
        </bdi>
      </p>
    </li>
  );
}

/** The ledger of GET /reservation/:id/transaction: charges, refunds and (owners) payouts. */
export function LedgerList({
  reservationId,
  viewer,
}: {
  reservationId: number;
  viewer: 'renter' | 'owner';
}) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useReservationTransaction(reservationId);
  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={t`Payments could not be loaded`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.ledger.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="ledger-empty">
        {viewer === 'renter' ? (
          <Trans>No money has moved yet. You pay once the owner accepts.</Trans>
        ) : (
          <Trans>No money has moved yet. The renter pays once you accept.</Trans>
        )}
      </p>
    );
  }
  const { totals } = data;
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="ledger">
        {data.ledger.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3 text-xs sm:grid-cols-3 dark:border-slate-800">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">
            <Trans>Charged</Trans>
          </dt>
          <dd
            className="font-semibold text-slate-900 tabular-nums dark:text-white"
            data-testid="ledger-charged"
          >
            {formatCents(totals.charged_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">
            <Trans>Refunded</Trans>
          </dt>
          <dd
            className="font-semibold text-slate-900 tabular-nums dark:text-white"
            data-testid="ledger-refunded"
          >
            {formatCents(totals.refunded_cents)}
          </dd>
        </div>
        {viewer === 'owner' && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">
              <Trans>Paid out</Trans>
            </dt>
            <dd
              className="font-semibold text-slate-900 tabular-nums dark:text-white"
              data-testid="ledger-transferred"
            >
              {formatCents(totals.transferred_cents)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
