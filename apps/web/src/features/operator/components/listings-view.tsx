import { useId, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { listingStatusLabel } from '../utils/labels';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'status', 'hold', 'owner_id', 'sort'] as const;

const HOLD_LABELS: Record<string, MessageDescriptor> = {
  unpublished: msg`Unpublished by operators`,
  owner_suspended: msg`Owner suspended`,
};

/**
 * Every listing (GET /admin/listings) with search, filters and sort on the server (in the
 * URL); unpublish one or several with a reason e-mailed to their owners, restore one.
 */
export function ListingsView() {
  const { t, i18n } = useLingui();
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
            const skipped = result.skipped.length;
            const already = plural(skipped, {
              one: '# was already unpublished.',
              other: '# were already unpublished.',
            });
            setNotice({
              tone: 'success',
              text: skipped ? `${result.message} ${already}` : result.message,
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

  const unpublishing = dialog?.kind === 'unpublish' ? dialog.listings.length : 0;
  const listingName = dialog?.kind === 'unpublish' ? dialog.listings[0]?.name : '';
  const restoring = dialog?.kind === 'restore' ? dialog.listing.name : '';
  const chosenCount = chosen.length;
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
        search={{ label: t`Search listings`, placeholder: t`Name, id, owner name or e-mail` }}
      >
        {(select) => (
          <>
            {select('status', t`Status`, [
              ['', t`Any status`],
              ['Published', listingStatusLabel('Published')],
              ['Inactive', listingStatusLabel('Inactive')],
              ['Draft', listingStatusLabel('Draft')],
            ])}
            {select('hold', t`Operator hold`, [
              ['', t`Held or not`],
              ['any', t({ message: 'Held', context: 'operator hold' })],
              ['unpublished', i18n._(HOLD_LABELS.unpublished!)],
              ['owner_suspended', i18n._(HOLD_LABELS.owner_suspended!)],
              ['none', t`Not held`],
            ])}
            {select('sort', t`Sort by`, [
              ['', t`Newest first`],
              ['oldest', t`Oldest first`],
              ['name', t`Name`],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Listings`}
        toolbar={
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={chosen.length === 0}
              onClick={() => setDialog({ kind: 'unpublish', listings: chosen })}
              data-testid="bulk-unpublish"
            >
              <Trans>Unpublish selected ({chosenCount})</Trans>
            </Button>
            {chosen.length > 0 && (
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                onClick={() => setSelected(new Set())}
              >
                <Trans>Clear selection</Trans>
              </button>
            )}
          </div>
        }
        headers={
          <>
            <th scope="col" className={`${thClass} w-10`}>
              <input
                type="checkbox"
                aria-label={t`Select every listing on this page that can be unpublished`}
                className="size-4 accent-brand-700"
                checked={allChosen}
                disabled={selectable.length === 0}
                onChange={() =>
                  setSelected(allChosen ? new Set() : new Set(selectable.map((l) => l.id)))
                }
              />
            </th>
            <HeaderCells
              labels={[t`Listing`, t`Owner`, t({ message: 'State', context: 'status' }), '']}
            />
          </>
        }
        errorTitle={t`The listings could not be loaded`}
        empty={{
          icon: <Package className="size-6" aria-hidden="true" />,
          title: t`No listings match`,
        }}
        renderRows={(items) =>
          items.map((listing) => {
            const name = listing.name;
            const added = formatWhen(listing.created_at);
            const hold = listing.operator_hold;
            return (
              <tr key={listing.id} data-testid="operator-listing-row">
                <td className={tdClass}>
                  <input
                    type="checkbox"
                    aria-label={t`Select ${name}`}
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
                    <bdi>#{listing.id}</bdi>
                    {listing.city && (
                      <>
                        {' · '}
                        <bdi>{listing.city}</bdi>
                      </>
                    )}
                    {' · '}
                    <Trans>added {added}</Trans>
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
                    <p className="text-xs text-red-700 dark:text-red-400">
                      <Trans>Suspended</Trans>
                    </p>
                  )}
                </td>
                <td className={`${tdClass} space-y-1`}>
                  <StatusPill tone={listing.status === 'Published' ? 'good' : 'neutral'}>
                    {listingStatusLabel(listing.status)}
                  </StatusPill>
                  {hold && (
                    <p>
                      <StatusPill tone="bad">
                        {HOLD_LABELS[hold] ? i18n._(HOLD_LABELS[hold]) : hold}
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
                      <Trans>Restore</Trans>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'unpublish', listings: [listing] })}
                    >
                      <Trans>Unpublish</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })
        }
      />

      <ConfirmDialog
        confirmVariant="danger"
        open={dialog?.kind === 'unpublish'}
        title={
          unpublishing > 1
            ? plural(unpublishing, { one: 'Unpublish # listing?', other: 'Unpublish # listings?' })
            : t`Unpublish this listing?`
        }
        confirmLabel={t`Unpublish`}
        reason={{
          label: t`Reason for the owner`,
          required: true,
          minLength: 3,
          hint: t`E-mailed to the owner and kept in the audit log.`,
          placeholder: t`e.g. Weapons cannot be rented on OwnLess.`,
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
              {unpublishing === 1 ? (
                <Trans>
                  <bdi className="font-semibold">{listingName}</bdi> leaves search at once; the
                  owner cannot publish it again until you restore it.
                </Trans>
              ) : (
                <Plural
                  value={unpublishing}
                  one="# listing leaves search at once; the owner cannot publish it again until you restore it."
                  other="# listings leave search at once; their owners cannot publish them again until you restore them."
                />
              )}
            </li>
            <li>
              {owners === 1 ? (
                <Trans>We e-mail the owner the reason.</Trans>
              ) : (
                <Plural
                  value={owners}
                  one="We e-mail # owner the reason."
                  other="We e-mail # owners the reason."
                />
              )}
            </li>
            <li>
              <Trans>Reservations already made stay as they are.</Trans>
            </li>
          </ul>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'restore'}
        title={t`Restore this listing?`}
        confirmLabel={t`Restore`}
        reason={{ label: t`Note`, required: false, hint: t`Kept in the audit log.` }}
        busy={pending}
        error={failure ? errorMessage(failure) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="restore-listing-dialog"
      >
        {dialog?.kind === 'restore' && (
          <p>
            <Trans>
              <bdi className="font-semibold">{restoring}</bdi> returns to search if it was published
              before; otherwise its owner can publish it again.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
