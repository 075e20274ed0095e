/** The cancellation policies of decisions.md "Cart and checkout", in the renter's words. */
export const POLICY_TEXT: Record<string, { name: string; text: string }> = {
  flexible: {
    name: 'Flexible',
    text: 'Full refund if you cancel at least 24 hours before the start.',
  },
  moderate: {
    name: 'Moderate',
    text: 'Full refund until 5 days before the start; 50% of the rent after that.',
  },
  strict: {
    name: 'Strict',
    text: '50% of the rent back until 7 days before the start; none after that.',
  },
};

export const policyOf = (slug: string) =>
  POLICY_TEXT[slug] ?? {
    name: slug.charAt(0).toUpperCase() + slug.slice(1),
    text: 'See the listing for its cancellation terms.',
  };
