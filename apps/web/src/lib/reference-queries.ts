import { queryOptions } from '@tanstack/react-query';
import type { Category, Policy, RentalType, ShippingOption, Terms } from '@ownless/shared';
import { api } from './api-client';
import { referenceKeys, type TermsCategory } from './query-keys';

export type { TermsCategory };

/** Reference data changes rarely: it stays fresh for 10 minutes. */
export const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /api/rental-types. */
export const rentalTypesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.rentalTypes,
    queryFn: ({ signal }) => api.get<RentalType[]>('/rental-types', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /api/categories: each belongs to a rental type (rental_type_id). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.categories,
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /api/policies. */
export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.policies,
    queryFn: ({ signal }) => api.get<Policy[]>('/policies', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /api/shipping-options. */
export const shippingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.shippingOptions,
    queryFn: ({ signal }) => api.get<ShippingOption[]>('/shipping-options', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /api/terms-and-conditions?category=…; the first item is the one shown. */
export const termsQueryOptions = (category: TermsCategory) =>
  queryOptions({
    queryKey: referenceKeys.terms(category),
    queryFn: ({ signal }) =>
      api.get<Terms[]>('/terms-and-conditions', { params: { category }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
