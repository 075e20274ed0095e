import type { Role, SellerStatus } from '@ownless/shared';
import type { CityKey } from './cities';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'ownless-demo-1';

export type DemoUserKey = 'admin' | 'maya' | 'brooks' | 'sam' | 'priya';
/** Demo users who own listings. */
export type OwnerKey = 'maya' | 'brooks';

export interface DemoUserSeed {
  key: DemoUserKey;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  sellerStatus: SellerStatus | null;
  isStripeConnected: boolean;
  /** Set for owners who trade as a business (they appear under /agencies). */
  businessName: string | null;
  phone: string;
  bio: string;
  /** Home city, as a key of CITIES. */
  city: CityKey;
  /** Hue for the generated avatar (renderAvatar(initials, avatarHue)). */
  avatarHue: number;
}

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    key: 'admin',
    firstName: 'Avery',
    lastName: 'Quinn',
    email: 'admin@ownless.test',
    roles: ['customer', 'admin'],
    sellerStatus: null,
    isStripeConnected: false,
    businessName: null,
    phone: '+1 415 555 0100',
    bio: 'Marketplace operations at OwnLess. I review owner applications, keep listings honest and answer the messages that reach support.',
    city: 'san-francisco',
    avatarHue: 210,
  },
  {
    key: 'maya',
    firstName: 'Maya',
    lastName: 'Torres',
    email: 'owner@ownless.test',
    roles: ['customer', 'seller'],
    sellerStatus: 'Approved',
    isStripeConnected: true,
    businessName: null,
    phone: '+1 415 555 0142',
    bio: 'Weekend woodworker, camper and occasional DJ. I started renting out my tools and gear because they spent most of the year in the garage — now they help neighbours finish projects and get outdoors. I reply within a few hours and always show you how things work at pickup.',
    city: 'san-francisco',
    avatarHue: 330,
  },
  {
    key: 'brooks',
    firstName: 'Daniel',
    lastName: 'Brooks',
    email: 'shop@ownless.test',
    roles: ['customer', 'seller'],
    sellerStatus: 'Approved',
    isStripeConnected: true,
    businessName: 'Brooks Outdoor Rentals',
    phone: '+1 303 555 0187',
    bio: 'Brooks Outdoor Rentals is a small family outfit that has kitted out hikers, paddlers and skiers since 2014. Every piece is inspected, cleaned and tuned between rentals, and our counters in RiNo, Denver and Sugar House, Salt Lake City are open seven days a week from 8 am.',
    city: 'denver',
    avatarHue: 150,
  },
  {
    key: 'sam',
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'renter@ownless.test',
    roles: ['customer'],
    sellerStatus: null,
    isStripeConnected: false,
    businessName: null,
    phone: '+1 206 555 0123',
    bio: 'Apartment dweller with big weekend plans. I rent what I need for a project or a trip and give it back cleaner than I found it.',
    city: 'seattle',
    avatarHue: 25,
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Patel',
    email: 'renter2@ownless.test',
    roles: ['customer'],
    sellerStatus: null,
    isStripeConnected: false,
    businessName: null,
    phone: '+1 512 555 0169',
    bio: 'Event planner and new parent. Renting party gear and baby equipment saves me a garage full of things we would use twice.',
    city: 'austin',
    avatarHue: 265,
  },
];

export function getDemoUser(key: DemoUserKey): DemoUserSeed {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown demo user: ${key}`);
  return user;
}

/** "MT" for Maya Torres — what renderAvatar draws. */
export function initialsOf(user: Pick<DemoUserSeed, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
