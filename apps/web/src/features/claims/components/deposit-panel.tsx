import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, ShieldAlert, ShieldCheck, Wallet } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/i18n';
import { useAcceptClaim } from '../api/claims';
import type { Claim, ClaimAction, Deposit } from '../types';
import { depositWords, type DepositTone } from '../utils/deposit-words';
import { ClaimForm } from './claim-form';
import { ClaimTimeline } from './claim-timeline';
import { DisputeForm } from './dispute-form';

/** What the panel reads of a reservation (GET /api/reservation/:id). */
export interface DepositFacts {
  id: number;
  viewer_role: 'renter' | 'owner';
  listing: { timezone: string };
  deposit: Deposit | null;
  claim: Claim | null;
  claim_actions: ClaimAction[];
}

const TONES: Record<DepositTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  waiting: 'bg-sky-50 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  attention: 'bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  done: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
};

const ICONS = { neutral: Wallet, waiting: Clock, attention: ShieldAlert, done: ShieldCheck };

/**
 * The deposit of a reservation for its renter or owner: where it is in words, the claim
 * window's deadline in the listing's time zone, the claim step by step, and what the viewer
 * may do now as the server lists it (`claim_actions`): claim (owner), accept or dispute
 * (renter). Nothing when the rental has no deposit yet.
 */
export function DepositPanel({ reservation }: { reservation: DepositFacts }) {
  const { t } = useLingui();
  const { deposit, claim } = reservation;
  const [open, setOpen] = useState<'claim' | 'dispute' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const accept = useAcceptClaim();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!deposit || deposit.stage === 'none') return null;

  const timeZone = reservation.listing.timezone;
  const words = depositWords(deposit, claim, reservation.viewer_role, timeZone);
  const Icon = ICONS[words.tone];
  const actions = new Set(reservation.claim_actions);
  const done = (text: string) => {
    setOpen(null);
    setConfirming(false);
    setMessage(text);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const claimed = formatCents(claim?.amount_cents ?? 0);
  // What goes back if the renter accepts: the server's figure, the same split it settles.
  const rest = formatCents(claim?.released_if_accepted_cents ?? 0);

  return (
    <section
      aria-labelledby="deposit-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="deposit-panel"
      data-stage={deposit.stage}
    >
      <h2
        id="deposit-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        <Trans>Deposit</Trans>
      </h2>
      <div className={cn('mt-4 flex gap-3 rounded-2xl px-4 py-3', TONES[words.tone])}>
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold" data-testid="deposit-stage">
            {words.title}
          </p>
          <p className="mt-1" data-testid="deposit-detail">
            {words.detail}
          </p>
        </div>
      </div>

      {message && (
        <Alert tone="success" className="mt-4" data-testid="claim-message">
          {message}
        </Alert>
      )}

      {open === null && actions.size > 0 && (
        <div className="mt-5 flex flex-wrap gap-2">
          {actions.has('claim') && (
            <Button variant="primary" onClick={() => setOpen('claim')} data-testid="open-claim">
              <Trans>Claim from the deposit</Trans>
            </Button>
          )}
          {actions.has('accept-claim') && claim && (
            <Button
              variant="primary"
              onClick={() => {
                accept.reset();
                setConfirming(true);
              }}
              data-testid="accept-claim"
            >
              <Trans>Accept the claim</Trans>
            </Button>
          )}
          {actions.has('dispute-claim') && claim && (
            <Button
              variant="outline"
              onClick={() => setOpen('dispute')}
              data-testid="dispute-claim"
            >
              <Trans>Dispute it</Trans>
            </Button>
          )}
        </div>
      )}

      {open === 'claim' && (
        <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">
            <Trans>Claim from the deposit</Trans>
          </h3>
          <ClaimForm
            reservationId={reservation.id}
            depositCents={deposit.amount_cents}
            onDone={done}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === 'dispute' && claim && (
        <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">
            <Trans>Dispute the claim</Trans>
          </h3>
          <DisputeForm claimId={claim.id} onDone={done} onCancel={() => setOpen(null)} />
        </div>
      )}

      {claim && (
        <div className="mt-6">
          <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">
            <Trans>The claim</Trans>
          </h3>
          <ClaimTimeline claim={claim} timeZone={timeZone} />
        </div>
      )}

      {claim && (
        <ConfirmDialog
          open={confirming}
          title={t`Accept the claim of ${claimed}?`}
          confirmLabel={t`Accept and pay ${claimed}`}
          confirmVariant="danger"
          busy={accept.isPending}
          error={accept.isError ? errorMessage(accept.error) : null}
          onConfirm={() =>
            accept.mutate(claim.id, {
              onSuccess: (answer) => done(answer.message),
            })
          }
          onClose={() => setConfirming(false)}
          testId="accept-claim-dialog"
        >
          <p>
            {deposit.mode === 'hold' ? (
              <Trans>
                <bdi>{claimed}</bdi> is taken from the deposit held on your card and goes to the
                owner; the remaining <bdi>{rest}</bdi> is released. This cannot be undone.
              </Trans>
            ) : (
              <Trans>
                <bdi>{claimed}</bdi> of the deposit you paid goes to the owner; the remaining{' '}
                <bdi>{rest}</bdi> is refunded to you. This cannot be undone.
              </Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
