export { Stars } from '@/components/ui/stars';

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
