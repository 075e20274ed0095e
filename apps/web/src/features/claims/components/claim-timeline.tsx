import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/i18n';
import type { Claim } from '../types';
import { zonedDeadline } from '../utils/deposit-words';
import { EvidencePhotos } from '@/components/ui/evidence-photos';

function Step({
  title,
  at,
  timeZone,
  last,
  children,
  testId,
}: {
  title: ReactNode;
  at: string | null;
  timeZone: string;
  last: boolean;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <li className="relative flex gap-3" data-testid={testId}>
      {!last && (
        <span
          aria-hidden="true"
          className="absolute start-[0.4375rem] top-5 -bottom-5 w-px bg-slate-200 dark:bg-slate-700"
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'relative mt-1 size-3.5 shrink-0 rounded-full ring-4 ring-white dark:ring-slate-900',
          last ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-300 dark:bg-slate-600',
        )}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
        {at && (
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={at}>
              <bdi>{zonedDeadline(at, timeZone)}</bdi>
            </time>
          </p>
        )}
        {children}
      </div>
    </li>
  );
}

function Quote({ children }: { children: string }) {
  return (
    <p
      dir="auto"
      className="mt-1 rounded-xl bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
    >
      {children}
    </p>
  );
}

/**
 * A claim from the opening to its end: the owner's amount, reason and photos, the renter's
 * dispute, and how it ended (accepted, not answered in time, or OwnLess support's decision
 * with its note). Times in the listing's time zone.
 */
export function ClaimTimeline({ claim, timeZone }: { claim: Claim; timeZone: string }) {
  const { t } = useLingui();
  const claimed = formatCents(claim.amount_cents);
  const decided = claim.decision ? formatCents(claim.decision.amount_cents) : '';
  const reports = claim.condition_report_ids.length;
  const ended = ['accepted', 'lapsed', 'decided'].includes(claim.status);
  return (
    <ol className="space-y-5" aria-label={t`The claim, step by step`} data-testid="claim-timeline">
      <Step
        testId="claim-opened"
        title={
          <Trans>
            The owner claimed <bdi>{claimed}</bdi>
          </Trans>
        }
        at={claim.created_at}
        timeZone={timeZone}
        last={!claim.dispute && !ended}
      >
        <Quote>{claim.reason}</Quote>
        <EvidencePhotos photos={claim.photos} label={t`The owner’s photos`} />
        {reports > 0 && (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            <Plural
              value={reports}
              one="Points to # condition report."
              other="Points to # condition reports."
            />
          </p>
        )}
      </Step>
      {claim.dispute && (
        <Step
          testId="claim-disputed"
          title={<Trans>The renter disputed the claim</Trans>}
          at={claim.dispute.at}
          timeZone={timeZone}
          last={!ended}
        >
          <Quote>{claim.dispute.reason}</Quote>
          <EvidencePhotos photos={claim.dispute.photos} label={t`The renter’s photos`} />
        </Step>
      )}
      {claim.status === 'accepted' && (
        <Step
          testId="claim-accepted"
          title={
            <Trans>
              The renter accepted: <bdi>{claimed}</bdi> kept
            </Trans>
          }
          at={null}
          timeZone={timeZone}
          last
        />
      )}
      {claim.status === 'lapsed' && (
        <Step
          testId="claim-lapsed"
          title={
            <Trans>
              Not answered in time: <bdi>{claimed}</bdi> kept
            </Trans>
          }
          at={claim.respond_by}
          timeZone={timeZone}
          last
        />
      )}
      {claim.status === 'decided' && claim.decision && (
        <Step
          testId="claim-decided"
          title={
            <Trans>
              OwnLess support decided: <bdi>{decided}</bdi> kept
            </Trans>
          }
          at={claim.decision.at}
          timeZone={timeZone}
          last
        >
          <Quote>{claim.decision.note}</Quote>
        </Step>
      )}
    </ol>
  );
}
