import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationTransaction } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

/** A ledger entry's kind is charge, refund or transfer; its status succeeded, failed or pending. */
export type { LedgerEntry, ReservationTransaction } from '@ownless/shared';

/** GET /reservation/:id/transaction → the money that moved (transfers only for the owner). */
export const getReservationTransaction = (id: number, signal?: AbortSignal) =>
  api.get<ReservationTransaction>(`/reservation/${id}/transaction`, { signal });

export const getReservationTransactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.transaction(id),
    queryFn: ({ signal }) => getReservationTransaction(id, signal),
    staleTime: 10_000,
  });

export const useReservationTransaction = (id: number) =>
  useQuery(getReservationTransactionQueryOptions(id));
