import { useId, useState } from 'react';
import type { OperatorListing } from '@ownless/shared';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useOperatorListings, useRestoreListing, useUnpublishListings } from '../api/console';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass, thClass } from './console-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'status', 'hold', 'owner_id', 'sort'] as const;

const HOLD_LABELS: Record<string, string> = {
  unpublished: 'Unpublished by operators',
  owner_suspended: 'Owner suspended',
};

/**
 * Every listing (GET /admin/listings) with search, filters and sort on the server (in the
 * URL); unpublish one or several with a reason e-mailed to their owners, restore one.
 */
export function ListingsView() {
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorListings({ ...values, page });
  const unpublish = useUnpublishListings();
  const restore = useRestoreListing();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<
    | { kind: 'unpublish'; listings: OperatorListing[] }
    | { kind: 'restore'; listing: OperatorListing }
    | null
  >(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const items = query.data?.items ?? [];
  const selectable = items.filter((l) => l.operator_hold !== 'unpublished');
  const chosen = items.filter((l) => selected.has(l.id));
  const toggle = (listingId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(listingId)) next.delete(listingId);
      else next.add(listingId);
      return next;
    });
  const allChosen = selectable.length > 0 && selectable.every((l) => selected.has(l.id));

  const confirm = (reason: string) => {
    if (!dialog) return;
    setNotice(null);
    if (dialog.kind === 'unpublish') {
      unpublish.mutate(
        { ids: dialog.listings.map((l) => l.id), reason },
        {
          onSuccess: (result) => {
            setDialog(null);
            setSelected(new Set());
            setNotice({
              tone: 'success',
              text: `${result.message}${result.skipped.length ? ` ${result.skipped.length} were already unpublished.` : ''}`,
            });
          },
        },
      );
    } else {
      restore.mutate(
        { id: dialog.listing.id, reason: reason || undefined },
        {
          onSuccess: (result) => {
            setDialog(null);
            setNotice({ tone: 'success', text: result.message });
          },
        },
      );
    }
  };

  const owners =
    dialog?.kind === 'unpublish' ? new Set(dialog.listings.map((l) => l.owner.id)).size : 0;

  const pending = unpublish.isPending || restore.isPending;
  const failure =
    dialog?.kind === 'unpublish'
      ? unpublish.error
      : dialog?.kind === 'restore'
        ? restore.error
        : null;

  return (
    <div className="space-y-5">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{ label: 'Search listings', placeholder: 'Name, id, owner name or e-mail' }}
      >
        {(select) => (
          <>
            {select('status', 'Status', [
              ['', 'Any status'],
              ['Published', 'Published'],
              ['Inactive', 'Inactive'],
              ['Draft', 'Draft'],
            ])}
            {select('hold', 'Operator hold', [
              ['', 'Held or not'],
              ['any', 'Held'],
              ['unpublished', 'Unpublished by operators'],
              ['owner_suspended', 'Owner suspended'],
              ['none', 'Not held'],
            ])}
            {select('sort', 'Sort by', [
              ['', 'Newest first'],
              ['oldest', 'Oldest first'],
              ['name', 'Name'],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Listings"
        toolbar={
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={chosen.length === 0}
              onClick={() => setDialog({ kind: 'unpublish', listings: chosen })}
              data-testid="bulk-unpublish"
            >
              Unpublish selected ({chosen.length})
            </Button>
            {chosen.length > 0 && (
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                onClick={() => setSelected(new Set())}
              >
                Clear selection
              </button>
            )}
          </div>
        }
        headers={
          <>
            <th scope="col" className={`${thClass} w-10`}>
              <input
                type="checkbox"
                aria-label="Select every listing on this page that can be unpublished"
                className="size-4 accent-brand-700"
                checked={allChosen}
                disabled={selectable.length === 0}
                onChange={() =>
                  setSelected(allChosen ? new Set() : new Set(selectable.map((l) => l.id)))
                }
              />
            </th>
            <HeaderCells labels={['Listing', 'Owner', 'State', '']} />
          </>
        }
        errorTitle="The listings could not be loaded"
        empty={{
          icon: <Package className="size-6" aria-hidden="true" />,
          title: 'No listings match',
        }}
        renderRows={(items) =>
          items.map((listing) => (
            <tr key={listing.id} data-testid="operator-listing-row">
              <td className={tdClass}>
                <input
                  type="checkbox"
                  aria-label={`Select ${listing.name}`}
                  className="size-4 accent-brand-700"
                  checked={selected.has(listing.id)}
                  disabled={listing.operator_hold === 'unpublished'}
                  onChange={() => toggle(listing.id)}
                />
              </td>
              <td className={tdClass}>
                <p className="font-semibold text-slate-900 dark:text-white">
                  <bdi>{listing.name}</bdi>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  #{listing.id}
                  {listing.city ? ` · ${listing.city}` : ''} · added{' '}
                  {formatWhen(listing.created_at)}
                </p>
              </td>
              <td className={tdClass}>
                <Link
                  to={paths.operator.user(listing.owner.id)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
                >
                  <bdi>{listing.owner.full_name}</bdi>
                </Link>
                {listing.owner.suspended && (
                  <p className="text-xs text-red-700 dark:text-red-400">Suspended</p>
                )}
              </td>
              <td className={`${tdClass} space-y-1`}>
                <StatusPill tone={listing.status === 'Published' ? 'good' : 'neutral'}>
                  {listing.status}
                </StatusPill>
                {listing.operator_hold && (
                  <p>
                    <StatusPill tone="bad">
                      {HOLD_LABELS[listing.operator_hold] ?? listing.operator_hold}
                    </StatusPill>
                  </p>
                )}
                {listing.operator_hold_reason && (
                  <p className="text-xs break-words text-slate-600 dark:text-slate-400">
                    <bdi>{listing.operator_hold_reason}</bdi>
                  </p>
                )}
              </td>
              <td className={`${tdClass} text-end`}>
                {listing.operator_hold === 'unpublished' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDialog({ kind: 'restore', listing })}
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDialog({ kind: 'unpublish', listings: [listing] })}
                  >
                    Unpublish
                  </Button>
                )}
              </td>
            </tr>
          ))
        }
      />

      <ConfirmDialog
        confirmVariant="danger"
        open={dialog?.kind === 'unpublish'}
        title={
          dialog?.kind === 'unpublish' && dialog.listings.length > 1
            ? `Unpublish ${dialog.listings.length} listings?`
            : 'Unpublish this listing?'
        }
        confirmLabel="Unpublish"
        reason={{
          label: 'Reason for the owner',
          required: true,
          minLength: 3,
          hint: 'E-mailed to the owner and kept in the audit log.',
          placeholder: 'e.g. Weapons cannot be rented on OwnLess.',
        }}
        busy={pending}
        error={failure ? errorMessage(failure) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="unpublish-dialog"
      >
        {dialog?.kind === 'unpublish' && (
          <ul className="list-disc space-y-1 ps-5">
            <li>
              {dialog.listings.length === 1 ? (
                <>
                  <bdi className="font-semibold">{dialog.listings[0]!.name}</bdi> leaves search at
                  once
                </>
              ) : (
                `${dialog.listings.length} listings leave search at once`
              )}
              ; the owner cannot publish it again until you restore it.
            </li>
            <li>We e-mail {owners === 1 ? 'the owner' : `${owners} owners`} the reason.</li>
            <li>Reservations already made stay as they are.</li>
          </ul>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'restore'}
        title="Restore this listing?"
        confirmLabel="Restore"
        reason={{ label: 'Note', required: false, hint: 'Kept in the audit log.' }}
        busy={pending}
        error={failure ? errorMessage(failure) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="restore-listing-dialog"
      >
        {dialog?.kind === 'restore' && (
          <p>
            <bdi className="font-semibold">{dialog.listing.name}</bdi> returns to search if it was
            published before; otherwise its owner can publish it again.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
