import { Plural, Trans } from '@lingui/react/macro';
import { ArrowRight, CalendarDays, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useOwner } from '../api/owners';
import { memberSince, OwnerRating } from './owner-rating';

/** The owner on a listing page: who they are, with a link to their profile. */
export function OwnerSummary({
  owner,
}: {
  owner: {
    id: number;
    fullName: string;
    firstName: string;
    profilePicture: string;
    businessName: string | null;
  };
}) {
  const details = useOwner(owner.id);
  const person = details.data;
  const since = person ? memberSince(person.memberSince) : '';
  const listingCount = person?.listingsCount ?? 0;
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center dark:border-slate-800"
      data-testid="owner-summary"
    >
      <Avatar src={owner.profilePicture} className="size-16" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          <bdi>{owner.businessName || owner.fullName}</bdi>
        </p>
        {owner.businessName && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <bdi>{owner.fullName}</bdi>
          </p>
        )}
        {person && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li>
              <OwnerRating rating={person.rating} count={person.reviewCount} />
            </li>
            <li className="flex items-center gap-1.5">
              <Package className="size-4" aria-hidden="true" />
              <Plural value={listingCount} one="# listing" other="# listings" />
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <Trans>Since {since}</Trans>
            </li>
          </ul>
        )}
      </div>
      <Link
        to={paths.ownerProfile(owner.id)}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        data-testid="owner-profile-link"
      >
        <Trans>View profile</Trans>
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </div>
  );
}
