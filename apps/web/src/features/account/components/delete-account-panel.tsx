import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockingReservation, ReservationStatus } from '@ownless/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { endSession } from '@/lib/auth';
import { formatDate } from '@/lib/i18n';
import { leaveNotice } from '@/lib/flash-notice';
import { useDeleteAccount, useDeletionCheck } from '../api/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';

const reservationPath = (r: BlockingReservation) =>
  r.role === 'renter' ? paths.rentals.request(r.id) : paths.bookings.request(r.id);

/** A reservation's status in words, as it reads inside a sentence. */
const STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  pending: msg`pending`,
  approved: msg`approved`,
  paid: msg`paid`,
  shipped: msg`shipped`,
  ongoing: msg`ongoing`,
  returned: msg`returned`,
  completed: msg`completed`,
  rejected: msg`declined`,
  cancelled: msg`cancelled`,
  expired: msg`expired`,
};

/** "(pending, as renter, from 3 May 2026)": where a blocking reservation stands. */
function BlockingDetails({ reservation }: { reservation: BlockingReservation }) {
  const { i18n } = useLingui();
  const status = i18n._(STATUS_LABELS[reservation.status]);
  const start = formatDate(reservation.start_at);
  return reservation.role === 'renter' ? (
    <Trans>
      ({status}, as renter, from <bdi>{start}</bdi>)
    </Trans>
  ) : (
    <Trans>
      ({status}, as owner, from <bdi>{start}</bdi>)
    </Trans>
  );
}

function BlockingList({ reservations }: { reservations: BlockingReservation[] }) {
  const { t } = useLingui();
  const count = reservations.length;
  return (
    <Alert tone="warning" title={t`Settle these reservations first`} data-testid="deletion-blocked">
      <p>
        <Plural
          value={count}
          one="An account cannot be deleted while a reservation is under way. Finish, cancel or decline this one, then come back."
          other="An account cannot be deleted while a reservation is under way. Finish, cancel or decline these, then come back."
        />
      </p>
      <ul className="mt-2 space-y-1">
        {reservations.map((r) => (
          <li key={r.id}>
            <Link to={reservationPath(r)} className="font-semibold underline underline-offset-2">
              <bdi>{r.code}</bdi> · <bdi>{r.listing_name}</bdi>
            </Link>{' '}
            <span>
              <BlockingDetails reservation={r} />
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * "Delete my account": what blocks it (open reservations, each linked), and a dialog that
 * asks for the password. Afterwards this device is signed out and lands on the sign-in page,
 * which says the account is deleted.
 */
export function DeleteAccountPanel() {
  const { t } = useLingui();
  const check = useDeletionCheck();
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (check.isPending) {
    return (
      <div role="status" aria-label={t`Checking whether your account can be deleted`}>
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  if (check.isError) {
    return (
      <QueryError query={check} title={t`We could not check your reservations`} headingLevel={2} />
    );
  }

  const onDelete = async (password: string) => {
    try {
      const { message } = await deletion.mutateAsync({ password });
      setOpen(false);
      // The signed-in layout leaves for the login page as soon as the session ends.
      leaveNotice(message);
      endSession(queryClient);
      await navigate(paths.login, { replace: true });
    } catch (error) {
      deletion.reset();
      // A reservation opened meanwhile: the list shown behind the dialog is refreshed.
      if (isApiError(error) && error.status === 409) void check.refetch();
      throw error;
    }
  };

  const blocking = check.data.blocking_reservations;
  return (
    <div className="space-y-4" data-testid="delete-account">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          Deleting your account erases your personal data and takes your listings out of search. Ask
          for a copy of your data first if you want to keep it.
        </Trans>
      </p>
      {blocking.length > 0 && <BlockingList reservations={blocking} />}
      <Button
        variant="danger"
        disabled={!check.data.can_delete}
        onClick={() => setOpen(true)}
        data-testid="delete-account-start"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <Trans>Delete my account</Trans>
      </Button>
      <DeleteAccountDialog
        open={open}
        busy={deletion.isPending}
        listings={check.data.listings}
        onDelete={onDelete}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
