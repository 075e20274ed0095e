import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Policy, RentalType, ShippingOption, Terms } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** Reference data the wizard needs; it changes rarely, so it stays fresh for 10 minutes. */
const STALE = 10 * 60_000;

export const rentalTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['rental-types'],
    queryFn: ({ signal }) => api.get<RentalType[]>('/rental-types', { signal }),
    staleTime: STALE,
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
    staleTime: STALE,
  });

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: ['policies'],
    queryFn: ({ signal }) => api.get<Policy[]>('/policies', { signal }),
    staleTime: STALE,
  });

export const shippingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['shipping-options'],
    queryFn: ({ signal }) => api.get<ShippingOption[]>('/shipping-options', { signal }),
    staleTime: STALE,
  });

/** GET /terms-and-conditions?category=listing; the first item is the one shown (spec §7). */
export const listingTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms', 'listing'],
    queryFn: ({ signal }) =>
      api.get<Terms[]>('/terms-and-conditions', { params: { category: 'listing' }, signal }),
    staleTime: STALE,
  });

export const useRentalTypes = () => useQuery(rentalTypesQueryOptions());
export const useCategories = () => useQuery(categoriesQueryOptions());
export const usePolicies = () => useQuery(policiesQueryOptions());
export const useShippingOptions = () => useQuery(shippingOptionsQueryOptions());
export const useListingTerms = () => useQuery(listingTermsQueryOptions());
