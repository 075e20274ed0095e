import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SellerStatus } from '@ownless/shared';
import { Check, Mail, Phone, X } from 'lucide-react';
import { Button, LoadingButton } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/i18n';
import type { Decision, OperatorApplication } from '../api/seller-applications';
import { applicationAddress } from '../utils/application-status';
import { sellerStatusLabel } from '../utils/labels';

const tones: Record<SellerStatus, string> = {
  Pending:
    'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  Approved:
    'bg-brand-50 text-brand-800 ring-brand-600/25 dark:bg-brand-400/10 dark:text-brand-300 dark:ring-brand-400/30',
  Rejected:
    'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30',
};

export function ApplicationStatusBadge({ status }: { status: SellerStatus }) {
  return (
    <span
      data-testid="application-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {sellerStatusLabel(status)}
    </span>
  );
}

function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Dates, names and addresses are isolated (<bdi>), so they read right in a right-to-left page. */
const When = ({ iso }: { iso: string }) => (
  <bdi>
    <time dateTime={iso}>{formatDate(iso)}</time>
  </bdi>
);

/**
 * One owner application: who applied, what they told us and, while it is pending, the
 * Approve and Reject buttons (their names say whose application they decide).
 */
export function ApplicationCard({
  application,
  busy,
  onApprove,
  onReject,
}: {
  application: OperatorApplication;
  /** This application's decision is being sent. */
  busy?: Decision | null;
  onApprove: (application: OperatorApplication) => void;
  onReject: (application: OperatorApplication) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { user } = application;
  const name = application.legal_name;
  const accountName = user.fullName;
  const pending = application.status === 'Pending';
  const otherAccountName = user.fullName.trim() && user.fullName !== application.legal_name;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="seller-application"
      data-status={application.status}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="text-base font-semibold break-words text-slate-900 dark:text-white"
          >
            <bdi>{application.legal_name}</bdi>
          </h3>
          {application.business_name && (
            <p className="text-sm break-words text-slate-600 dark:text-slate-400">
              <bdi>{application.business_name}</bdi>
            </p>
          )}
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Detail term={t`E-mail`}>
          <a
            href={`mailto:${user.email}`}
            className="inline-flex max-w-full items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-400"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <bdi className="min-w-0 break-all">{user.email}</bdi>
          </a>
          {otherAccountName && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              <Trans>
                Account name: <bdi>{accountName}</bdi>
              </Trans>
            </span>
          )}
        </Detail>
        <Detail term={t`Phone`}>
          <a
            href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-400"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <bdi dir="ltr">{application.phone}</bdi>
          </a>
        </Detail>
        <Detail term={t`Address`} wide>
          <bdi>{applicationAddress(application)}</bdi>
        </Detail>
        <Detail term={t`Date of birth`}>
          <bdi>
            <time dateTime={application.date_of_birth}>{application.date_of_birth}</time>
          </bdi>
        </Detail>
        <Detail term={t`Applied`}>
          <When iso={application.created_at} />
        </Detail>
        {application.decided_at && (
          <Detail
            term={
              application.status === 'Rejected'
                ? sellerStatusLabel('Rejected')
                : sellerStatusLabel('Approved')
            }
          >
            <When iso={application.decided_at} />
          </Detail>
        )}
        {application.bio && (
          <Detail term={t`About them`} wide>
            <bdi className="whitespace-pre-line">{application.bio}</bdi>
          </Detail>
        )}
        {application.decision_note && (
          <Detail term={application.status === 'Rejected' ? t`Reason` : t`Note`} wide>
            <bdi className="whitespace-pre-line">{application.decision_note}</bdi>
          </Detail>
        )}
      </dl>

      {pending && (
        <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button
            variant="outline"
            onClick={() => onReject(application)}
            disabled={Boolean(busy)}
            aria-label={t`Reject the application of ${name}`}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Reject</Trans>
          </Button>
          <LoadingButton
            loading={busy === 'approve'}
            disabled={Boolean(busy)}
            onClick={() => onApprove(application)}
            aria-label={t`Approve the application of ${name}`}
          >
            {busy !== 'approve' && <Check className="size-4" aria-hidden="true" />}
            <Trans>Approve</Trans>
          </LoadingButton>
        </div>
      )}
    </article>
  );
}
