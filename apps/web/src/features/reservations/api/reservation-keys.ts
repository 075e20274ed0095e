import { reservationsKey } from '@/lib/query-keys';

/**
 * Every reservation query lives under ['reservations']: an action invalidates the prefix,
 * so lists, details, ledgers, the sidebar counts and the dashboard all refresh together.
 */
export const reservationKeys = {
  all: reservationsKey,
  lists: () => ['reservations', 'list'] as const,
  list: (role: string, key: string, params: object) =>
    ['reservations', 'list', role, key, params] as const,
  detail: (id: number) => ['reservations', 'detail', id] as const,
  transaction: (id: number) => ['reservations', 'transaction', id] as const,
  statistics: () => ['reservations', 'statistics'] as const,
};
