import { CONDITIONS, FULFILMENT_METHODS, RENT_FREQUENCIES, ROLES } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { MOTIFS } from '../images';
import { BOOKING_RULES } from './booking-rules';
import {
  BLOG_POSTS,
  CATEGORIES,
  CITIES,
  DEMO_PASSWORD,
  DEMO_RENTALS,
  DEMO_USERS,
  FAQS,
  LISTINGS,
  MAX_LISTING_OFFSET_KM,
  POLICIES,
  RENTAL_TYPES,
  SHIPPING_OPTIONS,
  TERMS,
  getNeighbourhood,
  listingCoordinates,
  listingShortAddress,
} from './index';

const paragraphCount = (text: string): number => text.split('\n\n').filter((p) => p.trim()).length;

function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const hasAtMostSixDecimals = (value: number): boolean =>
  Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6;

describe('users', () => {
  it('has the five demo accounts with the right roles', () => {
    const byEmail = new Map(DEMO_USERS.map((user) => [user.email, user]));
    expect([...byEmail.keys()].sort()).toEqual([
      'admin@ownless.test',
      'owner@ownless.test',
      'renter2@ownless.test',
      'renter@ownless.test',
      'shop@ownless.test',
    ]);
    expect(byEmail.get('admin@ownless.test')?.roles).toEqual(['customer', 'admin']);
    for (const email of ['owner@ownless.test', 'shop@ownless.test']) {
      const owner = byEmail.get(email);
      expect(owner?.roles).toEqual(['customer', 'seller']);
      expect(owner?.sellerStatus).toBe('Approved');
      expect(owner?.isStripeConnected).toBe(true);
    }
    expect(byEmail.get('owner@ownless.test')).toMatchObject({
      key: 'maya',
      firstName: 'Maya',
      lastName: 'Torres',
    });
    expect(byEmail.get('shop@ownless.test')).toMatchObject({
      key: 'brooks',
      firstName: 'Daniel',
      lastName: 'Brooks',
      businessName: 'Brooks Outdoor Rentals',
    });
    expect(byEmail.get('renter@ownless.test')).toMatchObject({
      firstName: 'Sam',
      lastName: 'Lee',
      roles: ['customer'],
    });
    expect(byEmail.get('renter2@ownless.test')).toMatchObject({
      firstName: 'Priya',
      lastName: 'Patel',
      sellerStatus: null,
    });
    for (const user of DEMO_USERS) {
      for (const role of user.roles) expect(ROLES).toContain(role);
      expect(CITIES.some((city) => city.key === user.city)).toBe(true);
    }
    expect(DEMO_PASSWORD).toBe('ownless-demo-1');
  });
});

describe('taxonomy', () => {
  it('has exactly the five rental types', () => {
    expect(RENTAL_TYPES.map((type) => type.name)).toEqual([
      'Tool',
      'Gear',
      'Goods',
      'Service',
      'Property',
    ]);
  });

  it('has at least 14 categories, each tied to an existing rental type, with a lucide icon name', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) {
      expect(RENTAL_TYPES.some((type) => type.slug === category.rentalType)).toBe(true);
      expect(category.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const type of RENTAL_TYPES) {
      expect(CATEGORIES.some((c) => c.rentalType === type.slug)).toBe(true);
    }
  });
});

describe('cities', () => {
  it('has at least 12 US cities with neighbourhoods, valid time zones and 6-decimal coordinates', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CITIES.map((c) => c.key)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(city.state).toMatch(/^[A-Z]{2}$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone })).not.toThrow();
      expect(city.neighbourhoods.length).toBeGreaterThanOrEqual(3);
      for (const point of [city, ...city.neighbourhoods]) {
        // Contiguous United States.
        expect(point.latitude).toBeGreaterThan(24);
        expect(point.latitude).toBeLessThan(50);
        expect(point.longitude).toBeGreaterThan(-125);
        expect(point.longitude).toBeLessThan(-66);
        expect(hasAtMostSixDecimals(point.latitude) && hasAtMostSixDecimals(point.longitude)).toBe(
          true,
        );
      }
      // Neighbourhoods lie within the city.
      for (const n of city.neighbourhoods) expect(distanceKm(city, n)).toBeLessThan(25);
    }
  });
});

describe('listings', () => {
  const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const owners = new Map(DEMO_USERS.map((u) => [u.key, u]));

  it("gives booking rules and instant booking to some of the shop's listings, none of the demo owner's", () => {
    const keys = Object.keys(BOOKING_RULES);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(LISTINGS.find((l) => l.key === key)?.owner, key).toBe('brooks');
    expect(Object.values(BOOKING_RULES).some((rules) => rules.instantBooking)).toBe(true);
  });

  it('has at least 60 listings with unique keys across at least 10 cities', () => {
    expect(LISTINGS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LISTINGS.map((l) => l.key)).size).toBe(LISTINGS.length);
    expect(new Set(LISTINGS.map((l) => l.city)).size).toBeGreaterThanOrEqual(10);
  });

  it('uses every rental type and many categories', () => {
    expect(new Set(LISTINGS.map((l) => l.rentalType)).size).toBe(RENTAL_TYPES.length);
    expect(new Set(LISTINGS.map((l) => l.category)).size).toBeGreaterThanOrEqual(14);
  });

  it.each(LISTINGS.map((listing, index) => [listing.key, listing, index] as const))(
    '%s is consistent',
    (_key, listing) => {
      // References.
      const category = categoryBySlug.get(listing.category);
      expect(category, 'category exists').toBeDefined();
      expect(category?.rentalType, 'category belongs to the rental type').toBe(listing.rentalType);
      expect(() => getNeighbourhood(listing.city, listing.neighbourhood)).not.toThrow();
      expect(POLICIES.some((p) => p.slug === listing.policy)).toBe(true);
      const owner = owners.get(listing.owner);
      expect(owner?.roles).toContain('seller');
      expect(owner?.sellerStatus).toBe('Approved');
      expect(owner?.isStripeConnected).toBe(true);

      // Text.
      expect(listing.name.length).toBeGreaterThan(5);
      expect(listing.name.length).toBeLessThanOrEqual(80);
      const sentences = listing.description.split(/(?<=[.!?])\s+(?=[A-Z"'])/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      expect(listing.included.length).toBeGreaterThan(0);
      expect(listing.pickupNotes.length).toBeGreaterThan(0);
      expect(listing.returnNotes.length).toBeGreaterThan(0);
      expect(listingShortAddress(listing)).toMatch(/^[^,]+, [^,]+, [A-Z]{2}$/);

      // Details.
      expect(CONDITIONS).toContain(listing.condition);
      expect(
        Number.isInteger(listing.quantity) && listing.quantity >= 1 && listing.quantity <= 5,
      ).toBe(true);
      expect(Number.isInteger(listing.depositCents) && listing.depositCents >= 0).toBe(true);
      expect(Number.isInteger(listing.noticeHours) && listing.noticeHours >= 0).toBe(true);
      expect(listing.minUnits).toBeGreaterThanOrEqual(1);
      if (listing.maxUnits !== null) {
        expect(listing.maxUnits).toBeGreaterThanOrEqual(listing.minUnits);
      }
      for (const attribute of listing.attributes) {
        expect(attribute.key.length * attribute.value.length).toBeGreaterThan(0);
      }

      // Prices.
      const rents = listing.frequencies.filter((f) => f.type === 'rent');
      const sales = listing.frequencies.filter((f) => f.type === 'sale');
      expect(rents.length).toBeGreaterThanOrEqual(1);
      expect(rents.length).toBeLessThanOrEqual(3);
      expect(sales.length).toBeLessThanOrEqual(1);
      expect(new Set(rents.map((f) => f.frequency)).size).toBe(rents.length);
      for (const f of listing.frequencies) {
        expect(Number.isInteger(f.priceCents) && f.priceCents > 0).toBe(true);
        if (f.type === 'rent') expect(RENT_FREQUENCIES).toContain(f.frequency);
        else expect(f.frequency).toBe('Once');
      }
      // Rent entries go from the shortest unit to the longest; longer units are cheaper per day.
      const order = rents.map((f) => RENT_FREQUENCIES.indexOf(f.frequency));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const hours = { Hourly: 1, Daily: 24, Weekly: 168, Monthly: 720 } as const;
      for (let i = 1; i < rents.length; i++) {
        const shorter = rents[i - 1]!;
        const longer = rents[i]!;
        expect(longer.priceCents).toBeGreaterThan(shorter.priceCents);
        const units =
          hours[longer.frequency as keyof typeof hours] /
          hours[shorter.frequency as keyof typeof hours];
        expect(longer.priceCents).toBeLessThan(shorter.priceCents * units);
      }
      if (listing.rentalType === 'property') {
        expect(rents.every((f) => f.frequency !== 'Weekly')).toBe(true);
      }
      if (listing.rentalType === 'service') {
        expect(rents.every((f) => f.frequency === 'Hourly' || f.frequency === 'Daily')).toBe(true);
      }

      // Fulfilment.
      expect(listing.fulfilment.length).toBeGreaterThan(0);
      for (const method of listing.fulfilment) expect(FULFILMENT_METHODS).toContain(method);
      expect(new Set(listing.fulfilment).size).toBe(listing.fulfilment.length);
      const delivers = listing.fulfilment.includes('delivery');
      expect(listing.deliveryRadiusKm !== null).toBe(delivers);
      if (delivers) expect(listing.deliveryRadiusKm).toBeGreaterThan(0);
      const ships = listing.fulfilment.includes('shipping');
      expect(listing.shippingOptions.length > 0).toBe(ships);
      if (ships) expect(['gear', 'goods']).toContain(listing.rentalType);
      for (const key of listing.shippingOptions) {
        expect(SHIPPING_OPTIONS.some((option) => option.key === key)).toBe(true);
      }

      // Pictures.
      expect(MOTIFS).toContain(listing.art.motif);
      expect([1, 2, 3]).toContain(listing.imageCount);
    },
  );

  it('has about ten listings that can also be bought', () => {
    const forSale = LISTINGS.filter((l) => l.frequencies.some((f) => f.type === 'sale'));
    expect(forSale.length).toBeGreaterThanOrEqual(8);
    expect(forSale.length).toBeLessThanOrEqual(14);
  });

  it('uses some odd-cent prices', () => {
    const odd = LISTINGS.flatMap((l) => l.frequencies).filter((f) => f.priceCents % 100 !== 0);
    expect(odd.length).toBeGreaterThanOrEqual(3);
  });

  it('places listings deterministically near their neighbourhood', () => {
    LISTINGS.forEach((listing, index) => {
      const point = listingCoordinates(listing, index);
      expect(listingCoordinates(listing, index)).toEqual(point);
      expect(hasAtMostSixDecimals(point.latitude) && hasAtMostSixDecimals(point.longitude)).toBe(
        true,
      );
      const base = getNeighbourhood(listing.city, listing.neighbourhood);
      const distance = distanceKm(base, point);
      if (listing.sameSpot)
        expect(point).toEqual({ latitude: base.latitude, longitude: base.longitude });
      else {
        expect(distance).toBeGreaterThan(0.1);
        expect(distance).toBeLessThanOrEqual(MAX_LISTING_OFFSET_KM + 0.05);
      }
    });
  });

  it('has at least 4 listings sharing the exact same coordinates', () => {
    const counts = new Map<string, number>();
    LISTINGS.forEach((listing, index) => {
      const { latitude, longitude } = listingCoordinates(listing, index);
      const id = `${latitude},${longitude}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    });
    expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(4);
    // Apart from the sameSpot group, no two listings collide by accident.
    const sameSpot = LISTINGS.filter((l) => l.sameSpot);
    const spots = new Set(sameSpot.map((l) => `${l.city}/${l.neighbourhood}`));
    expect(counts.size).toBe(LISTINGS.length - sameSpot.length + spots.size);
  });
});

describe('policies, FAQs, terms and shipping', () => {
  it('has exactly the three cancellation policies, stating their rules', () => {
    expect(POLICIES.map((p) => p.slug)).toEqual(['flexible', 'moderate', 'strict']);
    const text = (slug: string) => POLICIES.find((p) => p.slug === slug)?.description ?? '';
    expect(text('flexible')).toMatch(/24 hours/);
    expect(text('moderate')).toMatch(/5 days/);
    expect(text('moderate')).toMatch(/50%/);
    expect(text('strict')).toMatch(/7 days/);
    expect(text('strict')).toMatch(/50%/);
    for (const policy of POLICIES) expect(policy.description).toMatch(/owner cancels/);
  });

  it('has at least 12 FAQs in the four categories with unique positions', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(FAQS.map((f) => f.category));
    expect([...categories].sort()).toEqual(['Listing', 'Payments', 'Renting', 'Trust & safety']);
    expect(new Set(FAQS.map((f) => f.position)).size).toBe(FAQS.length);
    // Rule numbers are written as the server's rule tokens, so the FAQs state what this
    // server applies (GET /api/faqs renders them), never a copy that drifts.
    const allText = [
      ...FAQS.flatMap((f) => [f.question, f.answer]),
      ...TERMS.map((t) => t.content),
    ].join(' ');
    for (const token of [
      'service_fee',
      'commission',
      'request_hours',
      'payment_hours',
      'refund_flexible',
      'claim_hours',
    ]) {
      expect(allText).toContain(`{${token}}`);
    }
    // A deposit comes back after the owner's claim window, not when the rental is completed.
    const deposits = [allText, ...BLOG_POSTS.map((p) => p.content)].join(' ');
    expect(deposits).not.toMatch(
      /deposits?\b[^.]*\b(released|returned)\b[^.]*\bwhen\b[^.]*\bcomplet/i,
    );
    expect(allText).not.toMatch(/\b10%|\b48 hours|\b24 hours to pay/);
  });

  it('has terms for platform, privacy, listing and rental, as real paragraphs', () => {
    expect(TERMS.map((t) => t.category).sort()).toEqual([
      'listing',
      'platform',
      'privacy',
      'rental',
    ]);
    for (const terms of TERMS) {
      expect(terms.title.length).toBeGreaterThan(3);
      expect(paragraphCount(terms.content)).toBeGreaterThanOrEqual(5);
      expect(terms.content).not.toMatch(/lorem|ipsum/i);
      expect(terms.content).not.toMatch(/\n{3,}/);
    }
  });

  it('has at least 4 shipping options with integer prices', () => {
    expect(SHIPPING_OPTIONS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SHIPPING_OPTIONS.map((o) => o.key)).size).toBe(SHIPPING_OPTIONS.length);
    for (const option of SHIPPING_OPTIONS) {
      expect(Number.isInteger(option.priceCents) && option.priceCents > 0).toBe(true);
      expect(Number.isInteger(option.estimatedDays) && option.estimatedDays >= 0).toBe(true);
    }
  });
});

describe('blog', () => {
  it('has at least 8 posts from 2026 with 5–8 paragraphs and a cover motif', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const count = paragraphCount(post.content);
      expect(count, post.slug).toBeGreaterThanOrEqual(5);
      expect(count, post.slug).toBeLessThanOrEqual(8);
      const published = new Date(post.publishedAt);
      expect(Number.isNaN(published.getTime())).toBe(false);
      expect(published.toISOString()).toBe(post.publishedAt);
      expect(published.getUTCFullYear()).toBe(2026);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(MOTIFS).toContain(post.art.motif);
    }
  });
});

describe('demo rentals and their reviews', () => {
  const DAYS_BLIND = 14;
  it('rent real listings, by renters who do not own them, with valid reviews', () => {
    for (const rental of DEMO_RENTALS) {
      const listing = LISTINGS.find((l) => l.key === rental.listing);
      expect(listing, rental.listing).toBeDefined();
      expect(listing!.frequencies.some((f) => f.type === 'rent')).toBe(true);
      expect(DEMO_USERS.some((u) => u.key === rental.renter)).toBe(true);
      expect(rental.renter).not.toBe(listing!.owner);
      for (const review of [rental.renterReview, rental.ownerReview ?? [3, 'x']]) {
        expect(Number.isInteger(review[0]) && review[0] >= 1 && review[0] <= 5).toBe(true);
        expect(review[1].trim()).not.toBe('');
      }
    }
    const codes = DEMO_RENTALS.map((r) => `${r.listing}-${r.completedDaysAgo}`);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('give the reviews console every case: two-sided, shown after 14 days, still blind', () => {
    expect(DEMO_RENTALS.some((r) => r.ownerReview)).toBe(true);
    expect(DEMO_RENTALS.some((r) => !r.ownerReview && r.completedDaysAgo > DAYS_BLIND)).toBe(true);
    expect(DEMO_RENTALS.some((r) => !r.ownerReview && r.completedDaysAgo < DAYS_BLIND)).toBe(true);
  });
});
