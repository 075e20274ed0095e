import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  BadgeCheck,
  CalendarClock,
  CircleAlert,
  Clock,
  HandCoins,
  Plus,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/auth';
import { useSellerApplication, type SellerApplication } from '../api/seller-application';
import { ownerPaths } from '../config';
import { formatShortDay } from '@/components/calendar/calendar-days';
import { SellerApplicationForm } from './seller-application-form';

const PERKS = [
  {
    icon: HandCoins,
    title: msg`Earn from what you own`,
    text: msg`Renters pay you for the days they use your things.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Deposits and policies`,
    text: msg`Set a refundable deposit and your cancellation rules.`,
  },
  {
    icon: CalendarClock,
    title: msg`You decide when`,
    text: msg`Approve each request and block the days you need.`,
  },
];

function ApplicationSummary({ application }: { application: SellerApplication }) {
  const { t } = useLingui();
  const rows: [string, string | null][] = [
    [t`Legal name`, application.legal_name],
    [t`Business name`, application.business_name],
    [t`Phone`, application.phone],
    [
      t`Address`,
      `${application.address_line}, ${application.city}, ${application.state} ${application.postal_code}`,
    ],
    [t`Date of birth`, formatShortDay(application.date_of_birth.slice(0, 10))],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      {application.bio && (
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>About you</Trans>
          </dt>
          <dd dir="auto" className="mt-0.5 whitespace-pre-line text-slate-900 dark:text-white">
            {application.bio}
          </dd>
        </div>
      )}
    </dl>
  );
}

function StatusHeader({ application }: { application: SellerApplication }) {
  const { t } = useLingui();
  const submitted = formatShortDay(application.created_at.slice(0, 10));
  if (application.status === 'Approved') {
    const decided = application.decided_at
      ? formatShortDay(application.decided_at.slice(0, 10))
      : null;
    return (
      <Alert tone="success" title={t`You are an OwnLess owner`} data-testid="seller-status">
        {decided ? (
          <Trans>
            Approved on {decided}. You can add listings; connect your payout account to publish
            them.
          </Trans>
        ) : (
          <Trans>
            Approved. You can add listings; connect your payout account to publish them.
          </Trans>
        )}
      </Alert>
    );
  }
  if (application.status === 'Rejected') {
    return (
      <Alert
        tone="warning"
        title={t`Your application was not approved`}
        data-testid="seller-status"
      >
        {application.decision_note ? (
          <p>
            <span className="font-semibold">
              <Trans>Note from our team:</Trans>
            </span>{' '}
            <bdi>{application.decision_note}</bdi>
          </p>
        ) : (
          <p>
            <Trans>We could not approve it as it was sent.</Trans>
          </p>
        )}
        <p className="mt-1">
          <Trans>Update your details below and send it again.</Trans>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t`Your application is being reviewed`} data-testid="seller-status">
      <Trans>
        Sent on {submitted}. We review applications within one business day. Meanwhile you can start
        drafting a listing, and update your details below if something changed.
      </Trans>
    </Alert>
  );
}

/** /admin/seller-information: apply as an owner, see the decision, resubmit. */
export function SellerInformationPanel() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const query = useSellerApplication();
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const draftSaved = (useLocation().state as { draftSaved?: string } | null)?.draftSaved;

  if (query.isPending) {
    return (
      <LoadingState label={t`Loading your owner information`} className="space-y-4">
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-3xl" />
      </LoadingState>
    );
  }
  if (query.isError) {
    return <QueryError query={query} title={t`We couldn't load your owner information`} />;
  }

  const { application, sellerStatus } = query.data;
  // Owners made by an admin (or the demo data) may have no application on file.
  const status = application?.status ?? sellerStatus ?? null;
  const connected = user?.isStripeConnected ?? false;

  return (
    <div className="space-y-6">
      {draftSaved && (
        <Alert tone="success" title={t`Draft saved`}>
          <Trans>
            “<bdi>{draftSaved}</bdi>” is saved as a draft. You can finish it from My Listings once
            your application is approved.
          </Trans>
        </Alert>
      )}
      {message && (
        <Alert tone="success" data-testid="seller-message">
          {message}
        </Alert>
      )}

      {status === null && (
        <ul className="grid gap-4 sm:grid-cols-3">
          {PERKS.map(({ icon: Icon, title, text }) => (
            <li
              key={title.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900 dark:text-white">{i18n._(title)}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      )}

      {application ? (
        <StatusHeader application={application} />
      ) : status === 'Approved' ? (
        <Alert tone="success" title={t`You are an OwnLess owner`} data-testid="seller-status">
          <Trans>You can add listings; connect your payout account to publish them.</Trans>
        </Alert>
      ) : null}

      {status === 'Approved' && (
        <>
          <AdminSection
            id="next"
            title={t`Next steps`}
            description={t`Two things stand between you and your first rental.`}
          >
            <ol className="grid gap-4 sm:grid-cols-2">
              <li className="flex gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
                {connected ? (
                  <BadgeCheck
                    className="size-6 shrink-0 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                ) : (
                  <Wallet className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {connected ? t`Payouts connected` : t`Connect payouts`}
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {connected
                      ? t`Your earnings are paid out when rentals complete.`
                      : t`Where we send your earnings. Needed to publish.`}
                  </p>
                  <Link
                    to={ownerPaths.paymentMethod}
                    className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {connected ? t`View payment method` : t`Connect payouts`}
                  </Link>
                </div>
              </li>
              <li className="flex gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
                <Plus className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    <Trans>Add your first listing</Trans>
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    <Trans>Photos, prices and availability in a few steps.</Trans>
                  </p>
                  <Link
                    to={connected ? ownerPaths.addListing : ownerPaths.paymentMethod}
                    className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {connected ? t`Add a listing` : t`Connect payouts first`}
                  </Link>
                </div>
              </li>
            </ol>
          </AdminSection>
          {application && (
            <AdminSection id="details" title={t`Your owner details`}>
              <ApplicationSummary application={application} />
              <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
                <Trans>
                  Need to change these? Contact support and we will update them for you.
                </Trans>
              </p>
            </AdminSection>
          )}
        </>
      )}

      {status === 'Pending' && application && !editing && (
        <AdminSection id="details" title={t`What you sent`}>
          <ApplicationSummary application={application} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Trans>Edit and resubmit</Trans>
            </Button>
            <Link to={ownerPaths.addListing} className={buttonClass('ghost')}>
              <Clock className="size-4" aria-hidden="true" />
              <Trans>Start a draft listing</Trans>
            </Link>
          </div>
        </AdminSection>
      )}

      {(status === null || status === 'Rejected' || (status === 'Pending' && editing)) && (
        <AdminSection
          id="apply"
          title={status === null ? t`Apply to become an owner` : t`Update your application`}
          description={
            status === null
              ? t`We use these details to verify owners and to pay you. Renters only see your first name and city.`
              : undefined
          }
        >
          {status === 'Rejected' && (
            <p className="mb-5 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <Trans>Your previous answers are filled in.</Trans>
            </p>
          )}
          <SellerApplicationForm
            application={application}
            submitLabel={status === null ? t`Apply as an owner` : t`Resubmit application`}
            onSubmitted={(result) => {
              setMessage(result.message);
              setEditing(false);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </AdminSection>
      )}
    </div>
  );
}
