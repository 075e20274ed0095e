import { useQuery } from '@tanstack/react-query';
import { policiesQueryOptions } from '@/lib/reference-queries';

export const getPoliciesQueryOptions = policiesQueryOptions;

export const usePolicies = () => useQuery(getPoliciesQueryOptions());
