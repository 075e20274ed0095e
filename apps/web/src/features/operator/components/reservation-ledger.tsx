import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorReservationDetail } from '@ownless/shared';
import { ledgerKindLabel, ledgerStatusLabel } from '../utils/labels';
import { money } from '../utils/reservation-status';
import { StatusPill, TableFrame, formatWhen, tdClass, thClass } from './console-ui';

export const mutedClass = 'text-slate-600 dark:text-slate-400';

/** A term and its value in a description list. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={mutedClass}>{term}</dt>
      <dd className="break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const LEDGER_TONES: Record<string, 'good' | 'bad' | 'warn' | 'neutral'> = {
  succeeded: 'good',
  failed: 'bad',
  pending: 'warn',
};

/**
 * The money of one reservation: every charge, refund, payout and deposit step, and their
 * totals when the answer has them (the claim page's has none).
 */
export function Ledger({
  detail,
}: {
  detail: Pick<OperatorReservationDetail, 'ledger'> &
    Partial<Pick<OperatorReservationDetail, 'totals'>>;
}) {
  const { t } = useLingui();
  if (detail.ledger.length === 0)
    return (
      <p className={`text-sm ${mutedClass}`}>
        <Trans>No money has moved for this reservation.</Trans>
      </p>
    );
  const refunds = detail.ledger.filter(
    (l) => l.kind === 'refund' && l.status === 'succeeded',
  ).length;
  return (
    <>
      <TableFrame label={t`Ledger entries`}>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {[
              t`When`,
              t`Kind`,
              t`Amount`,
              t({ message: 'State', context: 'status' }),
              t`Description`,
            ].map((label) => (
              <th key={label} scope="col" className={thClass}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {detail.ledger.map((entry) => (
            <tr key={entry.id} data-testid="ledger-entry">
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className={tdClass}>{ledgerKindLabel(entry.kind)}</td>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                <bdi>
                  {entry.kind === 'refund' || entry.kind === 'deposit-release' ? '−' : ''}
                  {money(entry.amount_cents)}
                </bdi>
              </td>
              <td className={tdClass}>
                <StatusPill tone={LEDGER_TONES[entry.status] ?? 'neutral'}>
                  {ledgerStatusLabel(entry.status)}
                </StatusPill>
              </td>
              <td className={tdClass}>
                {entry.description ?? '—'}
                {entry.failure_message && (
                  <p className="text-xs text-red-700 dark:text-red-400">{entry.failure_message}</p>
                )}
                {entry.provider_ref && (
                  <p className={`text-xs break-all ${mutedClass}`} dir="ltr">
                    {entry.provider} · {entry.provider_ref}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {detail.totals && (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3" data-testid="ledger-totals">
          <Fact term={t`Charged`}>{money(detail.totals.charged_cents)}</Fact>
          <Fact
            term={<Plural value={refunds} one="Refunded (# refund)" other="Refunded (# refunds)" />}
          >
            {money(detail.totals.refunded_cents)}
          </Fact>
          <Fact term={t`Paid out to the owner`}>{money(detail.totals.transferred_cents)}</Fact>
        </dl>
      )}
    </>
  );
}
