import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

export interface LedgerEntry {
  id: number;
  kind: 'charge' | 'refund' | 'transfer' | (string & {});
  status: 'succeeded' | 'failed' | 'pending' | (string & {});
  amount_cents: number;
  description: string | null;
  failure_message: string | null;
  created_at: string;
}

export interface ReservationTransaction {
  reservation_id: number;
  code: string;
  status: string;
  line_items: { code: string; label: string; amount_cents: number }[];
  ledger: LedgerEntry[];
  totals: { charged_cents: number; refunded_cents: number; transferred_cents: number };
}

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
