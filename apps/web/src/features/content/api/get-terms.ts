import { useQuery } from '@tanstack/react-query';
import { termsQueryOptions, type TermsCategory } from '@/lib/reference-queries';

export type { TermsCategory };

/** GET /api/terms-and-conditions?category=… ; the page shows the first item. */
export const getTermsQueryOptions = termsQueryOptions;

export const useTerms = (category: TermsCategory) => useQuery(getTermsQueryOptions(category));
