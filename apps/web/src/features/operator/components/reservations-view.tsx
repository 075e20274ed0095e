import { useId } from 'react';
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
      {party.suspended && <p className="text-xs text-red-700 dark:text-red-400">Suspended</p>}
    </>
  );
}

/**
 * Every reservation (GET /admin/reservations): search by id, code, renter, owner or listing;
 * filter by state and by the days it overlaps; sort. All on the server, all in the URL.
 */
export function ReservationsView() {
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
          label: 'Search reservations',
          placeholder: 'Id, code (OL-…), renter, owner or listing',
        }}
      >
        {(select) => (
          <>
            {select('status', 'State', [
              ['', 'Any state'],
              ...RESERVATION_STATUSES.map((s) => [s, RESERVATION_STATUS_LABELS[s]] as const),
            ])}
            <DateRangeFilter
              id={id}
              from={values.from}
              to={values.to}
              labels={['Rental overlaps from', 'Rental overlaps to']}
              onChange={set}
            />
            {select('sort', 'Sort by', [
              ['', 'Newest first'],
              ['oldest', 'Oldest first'],
              ['start', 'Starts soonest'],
              ['start_desc', 'Starts latest'],
              ['total', 'Highest total'],
            ])}
          </>
        )}
      </FilterBar>
      {narrowed && (
        <ShowingOnly onShowAll={() => set({ user_id: '', listing_id: '' })}>
          the reservations of {values.user_id ? `user #${values.user_id}` : ''}
          {values.user_id && values.listing_id ? ' and ' : ''}
          {values.listing_id ? `listing #${values.listing_id}` : ''}
        </ShowingOnly>
      )}
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Reservations"
        headers={
          <HeaderCells labels={['Reservation', 'Renter', 'Owner', 'Dates', 'Total', 'State']} />
        }
        errorTitle="The reservations could not be loaded"
        empty={{
          icon: <CalendarRange className="size-6" aria-hidden="true" />,
          title: 'No reservations match',
          message: 'Try another search, another state or a wider range of days.',
        }}
        renderRows={(items) =>
          items.map((r) => (
            <tr key={r.id} data-testid="operator-reservation-row">
              <td className={tdClass}>
                <Link to={paths.operator.reservation(r.id)} className={linkClass}>
                  {r.code}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  #{r.id} · <bdi>{r.listing.name}</bdi>
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
                    to <time dateTime={r.end_at}>{formatDay(r.end_at, r.timezone)}</time>
                  </p>
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                {money(r.total_cents)}
                {r.refunded_cents > 0 && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    refunded {money(r.refunded_cents)}
                  </p>
                )}
              </td>
              <td className={tdClass}>
                <StatusPill tone={RESERVATION_STATUS_TONES[r.status]}>
                  {statusWord(r.status)}
                </StatusPill>
              </td>
            </tr>
          ))
        }
      />
    </div>
  );
}
