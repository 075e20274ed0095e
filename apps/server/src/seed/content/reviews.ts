import type { DemoUserKey } from './users';

/** One side's review of a demo rental: rating 1–5 and what they wrote. */
export type DemoReviewText = readonly [rating: number, comment: string];

/**
 * A finished demo rental and its reviews, so the listing pages show ratings and the
 * operators' reviews page (/admin/operator/reviews) has real rows. Blind reviews
 * (decision 0009) hold: a review with no answer from the other side that completed less
 * than 14 days ago stays hidden from everyone but its author.
 */
export interface DemoRentalSeed {
  /** A key of LISTINGS; the rental uses its first rent price. */
  listing: string;
  renter: DemoUserKey;
  /** Units of that price (days for a daily price). */
  units: number;
  /** Days between completion and the seed run. */
  completedDaysAgo: number;
  renterReview: DemoReviewText;
  ownerReview?: DemoReviewText;
}

export const DEMO_RENTALS: readonly DemoRentalSeed[] = [
  {
    // Both sides reviewed: both show at once.
    listing: 'dewalt-cordless-drill-kit',
    renter: 'sam',
    units: 2,
    completedDaysAgo: 30,
    renterReview: [
      5,
      'Maya showed me both drivers and lent me a box of bits. Hung all my shelves in one afternoon.',
    ],
    ownerReview: [
      5,
      'Sam was on time at pickup and brought everything back charged. Welcome back!',
    ],
  },
  {
    // Only the renter reviewed, 20 days ago: shown because 14 days have passed.
    listing: 'brooks-rei-half-dome-tent',
    renter: 'priya',
    units: 3,
    completedDaysAgo: 20,
    renterReview: [
      4,
      'Roomy tent, easy to pitch, spotless when we picked it up. One stake was bent, swapped at the counter.',
    ],
  },
  {
    // An off-platform solicitation: the kind of review an operator hides.
    listing: 'makita-circular-saw',
    renter: 'priya',
    units: 1,
    completedDaysAgo: 16,
    renterReview: [
      1,
      'Saw was fine but skip the fees: text me at 415-555-0199 and I rent mine cheaper, cash only.',
    ],
    ownerReview: [4, 'Priya returned the saw clean and on time.'],
  },
  {
    // Completed two days ago, only the renter wrote: still blind (only Sam sees it). The
    // deposit is still held: the owner's claim window is open (decision 0027).
    listing: 'brooks-sit-on-top-kayak',
    renter: 'sam',
    units: 1,
    completedDaysAgo: 2,
    renterReview: [
      5,
      'Stable kayak, and the staff helped load it on my roof rack. Perfect day on the reservoir.',
    ],
  },
];

/** Messages sent through /contact, so the operators' inbox is not empty on a fresh start. */
export const DEMO_CONTACT_MESSAGES = [
  {
    name: 'Jordan Blake',
    email: 'jordan.blake@example.com',
    subject: 'Can I rent for a friend?',
    message:
      'My brother needs a pressure washer next weekend but he has no account. Can I book it for him and let him pick it up?',
    hoursAgo: 5,
  },
  {
    name: 'Priya Patel',
    email: 'renter2@ownless.test',
    subject: 'Review from another renter',
    message:
      'A review on the circular saw asks people to text a phone number and pay cash. That looks like it breaks the rules.',
    hoursAgo: 30,
  },
] as const;
