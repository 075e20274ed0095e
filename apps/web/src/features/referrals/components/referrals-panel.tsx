import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Clock, Gift, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { dateTimeFormat, groupDigits } from '@/lib/i18n';
import { useReferrals } from '../api/get-referrals';
import { CopyButton } from './copy-button';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat({ dateStyle: 'medium' }).format(date);
};

/** /admin/my-referrals: the referral link to share and the people who joined with it. */
export function ReferralsPanel() {
  const { t } = useLingui();
  const id = useId();
  const query = useReferrals();

  if (query.isPending) {
    return (
      <div
        role="status"
        className="space-y-4"
        aria-busy="true"
        aria-label={t`Loading your referrals`}
      >
        <Skeleton className="h-32 rounded-3xl" />
        <Skeleton className="h-48 rounded-3xl" />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  const { referralLink, referralCode, referrals } = query.data;
  const joined = groupDigits(referrals.length);
  const confirmed = groupDigits(referrals.filter((r) => r.verified).length);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby={`${id}-share`}
        className="rounded-3xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
            <Gift className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-share`} className="font-semibold text-slate-900 dark:text-white">
              <Trans>Your referral link</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                Share it with friends: when they sign up with it, they show up below. Your code is{' '}
                <strong className="font-mono text-slate-900 dark:text-white">
                  <bdi>{referralCode}</bdi>
                </strong>
                .
              </Trans>
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-link`} className="sr-only">
            <Trans>Referral link</Trans>
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={referralLink}
            onFocus={(event) => event.currentTarget.select()}
            dir="ltr"
            className="block w-full min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-4 py-2.5 font-mono text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            data-testid="referral-link"
          />
          <CopyButton text={referralLink} label={t`Copy link`} />
        </div>
      </section>

      <section aria-labelledby={`${id}-people`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-people`} className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>People you invited</Trans>
          </h2>
          {referrals.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                {joined} joined · {confirmed} confirmed
              </Trans>
            </p>
          )}
        </div>
        {referrals.length === 0 ? (
          <EmptyState
            className="mt-4"
            icon={<Users className="size-6" aria-hidden="true" />}
            title={t`No one has joined with your link yet`}
            message={t`Send it to a friend who has a drill gathering dust, or who needs a tent next weekend.`}
          />
        ) : (
          <ul
            className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="referral-list"
          >
            {referrals.map((person) => {
              const joinedAt = formatDate(person.joinedAt);
              return (
                <li
                  key={person.id}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900 dark:text-white">
                      <bdi>{person.fullName}</bdi>
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <Trans>
                        Joined <bdi>{joinedAt}</bdi>
                      </Trans>
                    </p>
                  </div>
                  {person.verified ? (
                    <Badge>
                      <BadgeCheck className="me-1 size-3.5" aria-hidden="true" />
                      <Trans>Confirmed</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="neutral">
                      <Clock className="me-1 size-3.5" aria-hidden="true" />
                      <Trans>E-mail not confirmed</Trans>
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
