import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, RentalType, RentalTypeStats } from '@ownless/shared';
import { api } from '@/lib/api-client';

const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /api/rental-types: the home page's 'Select Category:' lists these (spec §3). */
export const getRentalTypes = (signal?: AbortSignal) =>
  api.get<RentalType[]>('/rental-types', { signal });

export const getRentalTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['rental-types'],
    queryFn: ({ signal }) => getRentalTypes(signal),
    staleTime: REFERENCE_STALE_MS,
  });

export const useRentalTypes = () => useQuery(getRentalTypesQueryOptions());

/** GET /api/categories: each belongs to a rental type (rental_type_id). */
export const getCategories = (signal?: AbortSignal) =>
  api.get<Category[]>('/categories', { signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: REFERENCE_STALE_MS,
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());

/** GET /api/rental-type-stats → published listings per rental type and per category. */
export const getRentalTypeStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['rental-type-stats'],
    queryFn: ({ signal }) => api.get<RentalTypeStats>('/rental-type-stats', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

export const useRentalTypeStats = () => useQuery(getRentalTypeStatsQueryOptions());
