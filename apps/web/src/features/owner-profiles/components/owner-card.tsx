import { Plural, Trans } from '@lingui/react/macro';
import { Building2, MapPin, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import type { OwnerCardData, OwnerKind } from '../api/owners';
import { memberSince, OwnerRating } from './owner-rating';

export function OwnerCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  );
}

/** An owner in the directories: picture, name (or business), city, rating, listings. */
export function OwnerCard({
  owner,
  kind,
  href,
}: {
  owner: OwnerCardData;
  kind: OwnerKind;
  href: string;
}) {
  const title = kind === 'agencies' && owner.businessName ? owner.businessName : owner.fullName;
  const subtitle = kind === 'agencies' ? owner.fullName : owner.businessName;
  const since = memberSince(owner.memberSince);
  const listingCount = owner.listingsCount;
  return (
    <article
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg hover:shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900 dark:focus-within:ring-brand-400"
      data-testid="owner-card"
    >
      <div className="flex items-center gap-4">
        <Avatar src={owner.profilePicture} className="size-16" />
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900 dark:text-white">
            <Link
              to={href}
              className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              <bdi>{title}</bdi>
            </Link>
          </h3>
          {subtitle && (
            <p className="flex items-center gap-1.5 truncate text-sm text-slate-600 dark:text-slate-400">
              {kind === 'agents' && <Building2 className="size-3.5 shrink-0" aria-hidden="true" />}
              <bdi>{subtitle}</bdi>
            </p>
          )}
          <OwnerRating rating={owner.rating} count={owner.reviewCount} className="mt-1" />
        </div>
      </div>
      {owner.bio && (
        <p dir="auto" className="mt-4 line-clamp-3 text-sm/6 text-slate-700 dark:text-slate-300">
          {owner.bio}
        </p>
      )}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-slate-600 dark:text-slate-400">
        {owner.city && (
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {owner.city}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <Package className="size-4" aria-hidden="true" />
          <Plural value={listingCount} one="# listing" other="# listings" />
        </li>
        <li>
          <Trans>Since {since}</Trans>
        </li>
      </ul>
    </article>
  );
}
