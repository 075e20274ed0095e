import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClaimStatus } from '@ownless/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOperatorClaims } from '../api/claims';
import { money } from '../utils/reservation-status';
import {
  ConsoleTable,
  HeaderCells,
  SelectFilter,
  StatusPill,
  formatWhen,
  tdClass,
} from './console-ui';
import { useUrlState } from './use-url-state';

const KEYS = ['status'] as const;

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';

/** A claim's state in the console's words. */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, MessageDescriptor> = {
  open: msg({ message: 'Waiting for the renter', context: 'claim status' }),
  disputed: msg({ message: 'Disputed', context: 'claim status' }),
  accepted: msg({ message: 'Accepted', context: 'claim status' }),
  lapsed: msg({ message: 'Not answered', context: 'claim status' }),
  decided: msg({ message: 'Decided', context: 'claim status' }),
};

export const CLAIM_STATUS_TONES: Record<ClaimStatus, 'good' | 'bad' | 'warn' | 'neutral'> = {
  open: 'neutral',
  disputed: 'warn',
  accepted: 'good',
  lapsed: 'neutral',
  decided: 'good',
};

/**
 * The operators' queue of damage claims (GET /api/operator/claims): the disputed ones,
 * oldest first, each opening the page it is decided on; "every claim" shows the others too.
 */
export function ClaimsQueue() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorClaims({ ...values, page });

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectFilter
          id={`${id}-status`}
          label={t`Show`}
          value={values.status}
          options={[
            ['', t`Disputed claims, oldest first`],
            ['all', t`Every claim`],
          ]}
          onChange={(status) => set({ status })}
        />
      </div>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Damage claims`}
        headers={
          <HeaderCells
            labels={[
              t`Reservation`,
              t`Renter`,
              t`Owner`,
              t`Claimed`,
              t`Disputed`,
              t({ message: 'State', context: 'status' }),
            ]}
          />
        }
        errorTitle={t`The claims could not be loaded`}
        empty={{
          icon: <ShieldCheck className="size-6" aria-hidden="true" />,
          title: values.status === 'all' ? t`No claims yet` : t`No disputed claims`,
          message:
            values.status === 'all'
              ? t`Claims owners open on deposits show here.`
              : t`Nothing waits for a decision.`,
        }}
        renderRows={(items) =>
          items.map((claim) => {
            const code = claim.reservation.code;
            const claimed = money(claim.amount_cents);
            const deposit = money(claim.deposit_cents);
            return (
              <tr key={claim.id} data-testid="claim-row" data-claim-id={claim.id}>
                <td className={tdClass}>
                  <Link
                    to={paths.operator.claim(claim.id)}
                    className={linkClass}
                    aria-label={t`Claim on ${code}`}
                  >
                    <bdi>{code}</bdi>
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <bdi>{claim.listing.name}</bdi>
                  </p>
                </td>
                <td className={tdClass}>
                  <bdi>{claim.renter.full_name}</bdi>
                </td>
                <td className={tdClass}>
                  <bdi>{claim.owner.full_name}</bdi>
                </td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                  <Trans>
                    <bdi>{claimed}</bdi> of <bdi>{deposit}</bdi>
                  </Trans>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {claim.disputed_at ? (
                    <time dateTime={claim.disputed_at}>{formatWhen(claim.disputed_at)}</time>
                  ) : (
                    '—'
                  )}
                  {claim.hold_expires_at && (
                    <p className="text-xs text-amber-800 dark:text-amber-300">
                      <Trans>
                        Hold taken whole on{' '}
                        <time dateTime={claim.hold_expires_at}>
                          {formatWhen(claim.hold_expires_at)}
                        </time>
                      </Trans>
                    </p>
                  )}
                </td>
                <td className={tdClass}>
                  <StatusPill tone={CLAIM_STATUS_TONES[claim.status]}>
                    {i18n._(CLAIM_STATUS_LABELS[claim.status])}
                  </StatusPill>
                </td>
              </tr>
            );
          })
        }
      />
    </div>
  );
}
