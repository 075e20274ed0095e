import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorClaimDetail } from '@ownless/shared';
import { Link } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { EvidencePhotos } from '@/components/ui/evidence-photos';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { describeReservationEvent } from '@/lib/reservation-events';
import { systemMessageText } from '@/lib/system-message';
import { useOperatorClaim } from '../api/claims';
import { actorLabel } from '../utils/labels';
import { money } from '../utils/reservation-status';
import { ClaimDecideForm } from './claim-decide-form';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_TONES } from './claims-queue';
import { StatusPill, formatWhen } from './console-ui';
import { Fact, Ledger, mutedClass } from './reservation-ledger';

type Party = OperatorClaimDetail['renter'];

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const quoteClass =
  'mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-200';

function PartyFact({ term, party }: { term: string; party: Party }) {
  return (
    <Fact term={term}>
      <Link to={paths.operator.user(party.id)} className={linkClass}>
        <bdi>{party.full_name}</bdi>
      </Link>
      <span className={`block text-xs break-all ${mutedClass}`}>
        <bdi>{party.email}</bdi>
      </span>
    </Fact>
  );
}

/** One side of the argument: who, when, what they wrote and their photos. */
function Side({
  title,
  at,
  text,
  photos,
  photosLabel,
  children,
  testId,
}: {
  title: ReactNode;
  at: string | null;
  text: string | null;
  photos: OperatorClaimDetail['claim']['photos'];
  photosLabel: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="min-w-0 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={testId}
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      {at && (
        <p className={`text-sm ${mutedClass}`}>
          <time dateTime={at}>{formatWhen(at)}</time>
        </p>
      )}
      {children}
      {text !== null ? (
        <p dir="auto" className={quoteClass}>
          {text}
        </p>
      ) : (
        <p className={`mt-2 text-sm ${mutedClass}`}>
          <Trans>No dispute.</Trans>
        </p>
      )}
      <EvidencePhotos photos={photos} label={photosLabel} />
    </div>
  );
}

/**
 * What the page adds from other features (features do not import each other): the
 * rental's condition reports, "When it left" beside "When it came back", placed by the app
 * layer.
 */
export type RenderClaimConditions = (reservationId: number) => ReactNode;

function Body({
  detail,
  renderConditions,
}: {
  detail: OperatorClaimDetail;
  renderConditions?: RenderClaimConditions;
}) {
  const { t, i18n } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { claim, reservation: r, renter, owner } = detail;
  const deposit = money(r.deposit.amount_cents);
  const claimed = money(claim.amount_cents);
  const names = new Map([
    [renter.id, renter.full_name],
    [owner.id, owner.full_name],
  ]);
  return (
    <div className="space-y-6" data-testid="claim-page">
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="success" data-testid="operator-notice">
            {notice}
          </Alert>
        </div>
      )}
      <AdminSection title={t`The claim`}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill tone={CLAIM_STATUS_TONES[claim.status]}>
            {i18n._(CLAIM_STATUS_LABELS[claim.status])}
          </StatusPill>
          <span className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              <bdi>{claimed}</bdi> claimed of a <bdi>{deposit}</bdi> deposit
            </Trans>
          </span>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact term={t`Reservation`}>
            <Link to={paths.operator.reservation(r.id)} className={linkClass}>
              <bdi>{r.code}</bdi>
            </Link>
            <span className={`block text-xs ${mutedClass}`}>
              <bdi>{r.listing.name}</bdi>
            </span>
          </Fact>
          <PartyFact term={t`Owner (claims)`} party={owner} />
          <PartyFact term={t`Renter (disputes)`} party={renter} />
          <Fact term={t`Answer due`}>
            <time dateTime={claim.respond_by}>{formatWhen(claim.respond_by)}</time>
          </Fact>
        </dl>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          <Side
            testId="claim-side-owner"
            title={t`The owner’s claim`}
            at={claim.created_at}
            text={claim.reason}
            photos={claim.photos}
            photosLabel={t`The owner’s photos`}
          />
          <Side
            testId="claim-side-renter"
            title={t`The renter’s dispute`}
            at={claim.dispute?.at ?? null}
            text={claim.dispute?.reason ?? null}
            photos={claim.dispute?.photos ?? []}
            photosLabel={t`The renter’s photos`}
          />
        </div>
        {claim.decision && (
          <div className="mt-5" data-testid="claim-decision">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <Trans>
                Decided: <bdi>{money(claim.decision.amount_cents)}</bdi> to the owner
              </Trans>
            </h3>
            <p className={`text-sm ${mutedClass}`}>
              <time dateTime={claim.decision.at}>{formatWhen(claim.decision.at)}</time>
            </p>
            <p dir="auto" className={quoteClass}>
              {claim.decision.note}
            </p>
          </div>
        )}
      </AdminSection>

      {renderConditions?.(r.id)}

      {claim.status === 'disputed' && (
        <AdminSection
          title={t`Decide`}
          description={t`Read both sides, the conversation and the history first.`}
        >
          <ClaimDecideForm
            detail={detail}
            onDecided={(message) => {
              setNotice(message);
              requestAnimationFrame(() => noticeRef.current?.focus());
            }}
          />
        </AdminSection>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSection title={t`Conversation`}>
          {detail.messages.length === 0 ? (
            <p className={`text-sm ${mutedClass}`}>
              <Trans>They have not written to each other.</Trans>
            </p>
          ) : (
            <ol className="max-h-[28rem] space-y-3 overflow-y-auto" data-testid="claim-messages">
              {detail.messages.map((m) => {
                const who =
                  m.kind === 'system' ? 'OwnLess' : (names.get(m.sender_id) ?? `#${m.sender_id}`);
                return (
                  <li key={m.id} className="text-sm">
                    <p className={mutedClass}>
                      <span className="font-semibold text-slate-900 dark:text-white">
                        <bdi>{who}</bdi>
                      </span>{' '}
                      · <time dateTime={m.created_at}>{formatWhen(m.created_at)}</time>
                    </p>
                    <p
                      dir="auto"
                      className="whitespace-pre-line text-slate-800 dark:text-slate-200"
                    >
                      {m.kind === 'system' ? systemMessageText(m) : m.message}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </AdminSection>
        <AdminSection title={t`Reservation history`}>
          <ol className="space-y-3" data-testid="claim-events">
            {detail.events.map((event) => (
              <li key={event.id} className="text-sm">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {describeReservationEvent(event.action)}
                </p>
                <p className={mutedClass}>
                  <time dateTime={event.created_at}>{formatWhen(event.created_at)}</time> ·{' '}
                  {event.actor_name ? <bdi>{event.actor_name}</bdi> : actorLabel(event.actor_role)}
                </p>
                {event.note && (
                  <p dir="auto" className="text-slate-700 dark:text-slate-300">
                    {event.note}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </AdminSection>
      </div>

      <AdminSection title={t`Ledger`}>
        <Ledger detail={detail} />
      </AdminSection>
    </div>
  );
}

/**
 * A damage claim as the operator decides it (GET /api/operator/claims/:id), with the
 * rental's condition reports between the two sides and the decision when the page passes
 * `renderConditions`.
 */
export function ClaimDetailView({
  claimId,
  renderConditions,
}: {
  claimId: number;
  renderConditions?: RenderClaimConditions;
}) {
  const { t } = useLingui();
  const query = useOperatorClaim(claimId);
  if (query.isPending)
    return (
      <div className="space-y-6" role="status" aria-busy="true" aria-label={t`Loading the claim`}>
        <Skeleton className="h-64 rounded-3xl" />
        <Skeleton className="h-48 rounded-3xl" />
      </div>
    );
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={missing ? t`This claim does not exist` : t`The claim could not be loaded`}
        message={errorMessage(query.error)}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  return <Body detail={query.data} renderConditions={renderConditions} />;
}
