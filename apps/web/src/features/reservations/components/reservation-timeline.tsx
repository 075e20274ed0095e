import type { ReservationView } from '@ownless/shared/rental';
import { Trans } from '@lingui/react/macro';
import { formatDate } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { describeReservationEvent } from '@/lib/reservation-events';

type ReservationEvent = NonNullable<ReservationView['events']>[number];

const closing = new Set([
  'reject',
  'cancel-by-renter',
  'cancel-by-owner',
  'cancel-by-admin',
  'expire',
]);

export function describeEvent(event: ReservationEvent): string {
  return describeReservationEvent(event.action);
}

/** Every transition so far, oldest first (who, when, and the note they left). */
export function ReservationTimeline({ events }: { events: ReservationEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>No activity yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="relative space-y-5" data-testid="timeline">
      {events.map((event, index) => {
        const last = index === events.length - 1;
        return (
          <li
            key={event.id}
            className="relative flex gap-3"
            data-testid="timeline-event"
            data-action={event.action}
          >
            {!last && (
              <span
                aria-hidden="true"
                className="absolute start-[0.4375rem] top-5 -bottom-5 w-px bg-slate-200 dark:bg-slate-700"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-3.5 shrink-0 rounded-full ring-4 ring-white dark:ring-slate-900',
                closing.has(event.action)
                  ? 'bg-red-500'
                  : last
                    ? 'bg-brand-600 dark:bg-brand-400'
                    : 'bg-slate-300 dark:bg-slate-600',
              )}
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-slate-900 dark:text-white">{describeEvent(event)}</p>
              <p className="text-slate-600 dark:text-slate-400">
                <time dateTime={event.created_at}>
                  <bdi>{formatDate(event.created_at)}</bdi>
                </time>
                {event.actor_name && event.actor_role !== 'system' && (
                  <>
                    {' '}
                    · <bdi>{event.actor_name}</bdi>
                  </>
                )}
              </p>
              {event.note && (
                <p
                  dir="auto"
                  className="mt-1 rounded-xl bg-slate-50 px-3 py-2 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
                >
                  {event.note}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
