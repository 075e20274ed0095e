import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESERVATION_STATUSES, type OperatorReservation } from '@ownless/shared';
import { CalendarRange } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOperatorReservations } from '../api/reservations';
import {
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUS_TONES,
  formatDay,
  money,
  statusWord,
} from '../utils/reservation-status';
import { ConsoleTable, HeaderCells, ShowingOnly, StatusPill, tdClass } from './console-ui';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'status', 'from', 'to', 'sort', 'user_id', 'listing_id'] as const;

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';

/** A party of a reservation: their console page, and whether they are suspended. */
function Party({ party }: { party: OperatorReservation['renter'] }) {
  return (
    <>
      <Link to={paths.operator.user(party.id)} className={linkClass}>
        <bdi>{party.full_name}</bdi>
      </Link>
      <p className="text-xs break-all text-slate-600 dark:text-slate-400">
        <bdi>{party.email}</bdi>
      </p>
      {party.suspended && (
        <p className="text-xs text-red-700 dark:text-red-400">
          <Trans>Suspended</Trans>
        </p>
      )}
    </>
  );
}

/** Whose reservations the list is narrowed to: "the reservations of user #4 and listing #9". */
function NarrowedTo({ userId, listingId }: { userId: string; listingId: string }) {
  if (userId && listingId)
    return (
      <Trans>
        the reservations of user <bdi>#{userId}</bdi> and listing <bdi>#{listingId}</bdi>
      </Trans>
    );
  if (userId)
    return (
      <Trans>
        the reservations of user <bdi>#{userId}</bdi>
      </Trans>
    );
  return (
    <Trans>
      the reservations of listing <bdi>#{listingId}</bdi>
    </Trans>
  );
}

/**
 * Every reservation (GET /admin/reservations): search by id, code, renter, owner or listing;
 * filter by state and by the days it overlaps; sort. All on the server, all in the URL.
 */
export function ReservationsView() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorReservations({ ...values, page });
  const narrowed = values.user_id || values.listing_id;

  return (
    <div className="space-y-5">
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{
          label: t`Search reservations`,
          placeholder: t`Id, code (OL-…), renter, owner or listing`,
        }}
      >
        {(select) => (
          <>
            {select('status', t({ message: 'State', context: 'status' }), [
              ['', t`Any state`],
              ...RESERVATION_STATUSES.map(
                (s) => [s, i18n._(RESERVATION_STATUS_LABELS[s])] as const,
              ),
            ])}
            <DateRangeFilter
              id={id}
              from={values.from}
              to={values.to}
              labels={[t`Rental overlaps from`, t`Rental overlaps to`]}
              onChange={set}
            />
            {select('sort', t`Sort by`, [
              ['', t`Newest first`],
              ['oldest', t`Oldest first`],
              ['start', t`Starts soonest`],
              ['start_desc', t`Starts latest`],
              ['total', t`Highest total`],
            ])}
          </>
        )}
      </FilterBar>
      {narrowed && (
        <ShowingOnly onShowAll={() => set({ user_id: '', listing_id: '' })}>
          <NarrowedTo userId={values.user_id} listingId={values.listing_id} />
        </ShowingOnly>
      )}
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Reservations`}
        headers={
          <HeaderCells
            labels={[
              t`Reservation`,
              t`Renter`,
              t`Owner`,
              t`Dates`,
              t`Total`,
              t({ message: 'State', context: 'status' }),
            ]}
          />
        }
        errorTitle={t`The reservations could not be loaded`}
        empty={{
          icon: <CalendarRange className="size-6" aria-hidden="true" />,
          title: t`No reservations match`,
          message: t`Try another search, another state or a wider range of days.`,
        }}
        renderRows={(items) =>
          items.map((r) => {
            const end = formatDay(r.end_at, r.timezone);
            const refunded = money(r.refunded_cents);
            return (
              <tr key={r.id} data-testid="operator-reservation-row">
                <td className={tdClass}>
                  <Link to={paths.operator.reservation(r.id)} className={linkClass}>
                    <bdi>{r.code}</bdi>
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <bdi>#{r.id}</bdi> · <bdi>{r.listing.name}</bdi>
                  </p>
                </td>
                <td className={tdClass}>
                  <Party party={r.renter} />
                </td>
                <td className={tdClass}>
                  <Party party={r.owner} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={r.start_at}>{formatDay(r.start_at, r.timezone)}</time>
                  {r.type === 'rent' && (
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      <Trans>
                        to <time dateTime={r.end_at}>{end}</time>
                      </Trans>
                    </p>
                  )}
                </td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                  {money(r.total_cents)}
                  {r.refunded_cents > 0 && (
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      <Trans>refunded {refunded}</Trans>
                    </p>
                  )}
                </td>
                <td className={tdClass}>
                  <StatusPill tone={RESERVATION_STATUS_TONES[r.status]}>
                    {statusWord(r.status)}
                  </StatusPill>
                </td>
              </tr>
            );
          })
        }
      />
    </div>
  );
}
