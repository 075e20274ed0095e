import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputClass } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { readPageParam } from '@/lib/search-params';
import { useOwners, type OwnerKind } from '../api/owners';
import { OwnerCard, OwnerCardSkeleton } from './owner-card';

export const OWNERS_PER_PAGE = 12;

/**
 * /agents (owners with published listings) and /agencies (owners with a business name):
 * a searchable, paged directory. Search and page live in the URL.
 */
export function OwnersDirectory({
  kind,
  hrefFor,
}: {
  kind: OwnerKind;
  hrefFor: (id: number) => string;
}) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const page = readPageParam(params);
  const [draft, setDraft] = useState(search);
  const owners = useOwners({ kind, search: search || undefined, page, perPage: OWNERS_PER_PAGE });
  const agencies = kind === 'agencies';

  const go = (next: { search?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextSearch = next.search ?? search;
        if (nextSearch) updated.set('search', nextSearch);
        else updated.delete('search');
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
        return updated;
      },
      { preventScrollReset: true },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };

  return (
    <div className="space-y-8">
      <form
        role="search"
        onSubmit={submit}
        className="flex max-w-xl gap-2"
        aria-label={agencies ? t`Search businesses` : t`Search owners`}
      >
        <label htmlFor={`${kind}-search`} className="sr-only">
          {agencies
            ? t`Search businesses by name, business or city`
            : t`Search owners by name, business or city`}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={`${kind}-search`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t`Name, business or city`}
            maxLength={100}
            className={inputClass(false, 'h-12 ps-11')}
          />
        </div>
        <Button type="submit" size="lg">
          <Trans>Search</Trans>
        </Button>
      </form>

      {owners.isPending ? (
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={agencies ? t`Loading businesses` : t`Loading owners`}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <OwnerCardSkeleton />
            </li>
          ))}
        </ul>
      ) : owners.isError && !owners.data ? (
        <ErrorState
          title={agencies ? t`We couldn't load the businesses` : t`We couldn't load the owners`}
          message={errorMessage(owners.error)}
          onRetry={() => void owners.refetch()}
        />
      ) : owners.data.total === 0 ? (
        <EmptyState
          icon={<UsersRound className="size-6" aria-hidden="true" />}
          title={
            search
              ? agencies
                ? t`No businesses match “${search}”`
                : t`No owners match “${search}”`
              : agencies
                ? t`No businesses yet`
                : t`No owners yet`
          }
          message={
            search
              ? t`Try another name or city.`
              : t`Owners appear here once they publish a listing.`
          }
          action={
            search ? (
              <Button
                variant="outline"
                onClick={() => {
                  setDraft('');
                  go({ search: '', page: 1 });
                }}
              >
                <Trans>Clear the search</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="space-y-8">
          <ul
            className={cn(
              'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity',
              owners.isPlaceholderData && owners.isFetching && 'opacity-60',
            )}
            aria-label={agencies ? t`Businesses` : t`Owners`}
          >
            {owners.data.items.map((owner) => (
              <li key={owner.id}>
                <OwnerCard owner={owner} kind={kind} href={hrefFor(owner.id)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            perPage={OWNERS_PER_PAGE}
            total={owners.data.total}
            onPageChange={(next) => go({ page: next })}
          />
        </div>
      )}
    </div>
  );
}
