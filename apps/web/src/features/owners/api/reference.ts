import { useQuery } from '@tanstack/react-query';
import {
  categoriesQueryOptions,
  policiesQueryOptions,
  rentalTypesQueryOptions,
  shippingOptionsQueryOptions,
  termsQueryOptions,
} from '@/lib/reference-queries';

/** Reference data the wizard needs (built in lib/reference-queries, shared with search and the content pages). */
export {
  categoriesQueryOptions,
  policiesQueryOptions,
  rentalTypesQueryOptions,
  shippingOptionsQueryOptions,
};

/** The listing terms: GET /terms-and-conditions?category=listing. */
export const listingTermsQueryOptions = () => termsQueryOptions('listing');

export const useRentalTypes = () => useQuery(rentalTypesQueryOptions());
export const useCategories = () => useQuery(categoriesQueryOptions());
export const usePolicies = () => useQuery(policiesQueryOptions());
export const useShippingOptions = () => useQuery(shippingOptionsQueryOptions());
export const useListingTerms = () => useQuery(listingTermsQueryOptions());
