import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { BadgeCheck, Mail, MapPin, Pencil, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ownerStatusLabel, memberSince } from '../utils/profile-text';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900 sm:col-span-2 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

const missing = (text: string) => (
  <span className="text-slate-500 italic dark:text-slate-400">{text}</span>
);

/** The read-only profile of /admin/profile, with the way to edit it. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const since = memberSince(user.createdAt);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="h-24 bg-gradient-to-r from-brand-600 to-emerald-400 dark:from-brand-800 dark:to-emerald-700" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Avatar
            src={user.profilePicture}
            alt=""
            className="size-24 ring-4 ring-white dark:ring-slate-900"
          />
          <Link
            to={paths.profileSettings}
            className={buttonClass('outline', 'sm', 'self-start sm:self-end')}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit profile</Trans>
          </Link>
        </div>
        <h2 id="profile-name" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
          <bdi>{user.fullName}</bdi>
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone="neutral">
            <Trans>Renter</Trans>
          </Badge>
          {user.roles.includes('seller') && (
            <Badge>
              <Trans>Owner</Trans>
            </Badge>
          )}
          {user.roles.includes('admin') && (
            <Badge tone="neutral">
              <Trans>Operator</Trans>
            </Badge>
          )}
          {user.businessName && <Badge tone="neutral">{user.businessName}</Badge>}
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Member since {since}</Trans>
        </p>

        <dl className="mt-6 divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          <Row label={t`E-mail`}>
            <span className="inline-flex flex-wrap items-center gap-2">
              <Mail className="size-4 text-slate-400" aria-hidden="true" />
              <bdi className="break-all">{user.email}</bdi>
              {user.emailVerifiedAt ? (
                <Badge>
                  <BadgeCheck className="me-1 size-3.5" aria-hidden="true" />
                  <Trans>Confirmed</Trans>
                </Badge>
              ) : (
                <Link
                  to={paths.verifyEmail}
                  className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400"
                >
                  <Trans>Not confirmed — confirm now</Trans>
                </Link>
              )}
            </span>
          </Row>
          <Row label={t`Phone`}>
            {user.phone ? (
              <span className="inline-flex items-center gap-2">
                <Phone className="size-4 text-slate-400" aria-hidden="true" />
                <span dir="ltr">{user.phone}</span>
              </span>
            ) : (
              missing(t`Not added`)
            )}
          </Row>
          <Row label={t`City`}>
            {user.city ? (
              <span className="inline-flex items-center gap-2">
                <MapPin className="size-4 text-slate-400" aria-hidden="true" />
                {user.city}
              </span>
            ) : (
              missing(t`Not added`)
            )}
          </Row>
          <Row label={t({ message: 'About', context: 'profile field' })}>
            {user.bio ? (
              <p dir="auto" className="whitespace-pre-line">
                {user.bio}
              </p>
            ) : (
              missing(t`Tell people a little about yourself.`)
            )}
          </Row>
          <Row label={t`Owner status`}>{ownerStatusLabel(user)}</Row>
          <Row label={t`Two-factor sign-in`}>
            <span className="inline-flex items-center gap-2">
              <ShieldCheck
                className={
                  user.twoFAEnabled
                    ? 'size-4 text-brand-700 dark:text-brand-400'
                    : 'size-4 text-slate-400'
                }
                aria-hidden="true"
              />
              {user.twoFAEnabled ? t`On` : t`Off`}
            </span>
          </Row>
        </dl>
      </div>
    </section>
  );
}
