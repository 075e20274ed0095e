import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalTypeStats } from '@ownless/shared';
import { api } from '@/lib/api-client';
import {
  categoriesQueryOptions,
  REFERENCE_STALE_MS,
  rentalTypesQueryOptions,
} from '@/lib/reference-queries';

/** GET /api/rental-types: the home page's 'Select Category:' lists these. */
export const getRentalTypesQueryOptions = rentalTypesQueryOptions;

export const useRentalTypes = () => useQuery(getRentalTypesQueryOptions());

/** GET /api/categories: each belongs to a rental type (rental_type_id). */
export const getCategoriesQueryOptions = categoriesQueryOptions;

export const useCategories = () => useQuery(getCategoriesQueryOptions());

/** GET /api/rental-type-stats → published listings per rental type and per category. */
export const getRentalTypeStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['rental-type-stats'],
    queryFn: ({ signal }) => api.get<RentalTypeStats>('/rental-type-stats', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

export const useRentalTypeStats = () => useQuery(getRentalTypeStatsQueryOptions());
