import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { listingKeywords, priceColumns } from '../modules/listings/listing-derived';

/** A password hash computed once: argon2 is deliberately slow, tests need not be. */
let cachedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'correct horse battery staple';
async function testPasswordHash() {
  cachedHash ??= import('../lib/passwords').then((m) => m.hashPassword(TEST_PASSWORD));
  return cachedHash;
}

let sequence = 0;
const next = () => ++sequence;

export async function createUser(
  db: Database,
  overrides: Partial<typeof t.users.$inferInsert> = {},
) {
  const n = next();
  const [user] = await db
    .insert(t.users)
    .values({
      firstName: `User${n}`,
      lastName: 'Tester',
      email: `user${n}-${crypto.randomBytes(3).toString('hex')}@example.test`,
      passwordHash: await testPasswordHash(),
      referralCode: crypto.randomBytes(5).toString('hex'),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createOwner(
  db: Database,
  overrides: Partial<typeof t.users.$inferInsert> = {},
) {
  return createUser(db, {
    roles: ['customer', 'seller'],
    sellerStatus: 'Approved',
    isStripeConnected: true,
    ...overrides,
  });
}

export async function referenceIds(db: Database) {
  const [types, cats, pols] = await Promise.all([
    db.select().from(t.rentalTypes),
    db.select().from(t.categories),
    db.select().from(t.policies),
  ]);
  return {
    rentalType: (slug: string) => types.find((r) => r.slug === slug)!,
    category: (slug: string) => cats.find((c) => c.slug === slug)!,
    policy: (slug: string) => pols.find((p) => p.slug === slug)!,
  };
}

export interface ListingFactoryInput {
  ownerId: number;
  name?: string;
  description?: string;
  status?: 'Draft' | 'Published' | 'Inactive';
  rentalTypeSlug?: string;
  categorySlug?: string;
  city?: string;
  state?: string;
  latitude?: number | null;
  longitude?: number | null;
  quantity?: number;
  frequencies?: { type?: 'rent' | 'sale'; frequency: string; priceCents: number }[];
  images?: { filePath: string; isCover?: boolean }[];
  createdAt?: Date;
}

export async function createListing(db: Database, input: ListingFactoryInput) {
  const refs = await referenceIds(db);
  const type = refs.rentalType(input.rentalTypeSlug ?? 'tool');
  const category = refs.category(input.categorySlug ?? 'power-tools');
  const frequencies = (input.frequencies ?? [{ frequency: 'Daily', priceCents: 2500 }]).map(
    (f) => ({
      type: f.type ?? 'rent',
      frequency: f.frequency,
      priceCents: f.priceCents,
    }),
  );
  const city = input.city ?? 'Austin';
  const state = input.state ?? 'TX';
  const [listing] = await db
    .insert(t.listings)
    .values({
      ownerId: input.ownerId,
      name: input.name ?? `Listing ${next()}`,
      description: input.description ?? 'A well kept item, ready to rent.',
      rentalTypeId: type.id,
      categoryId: category.id,
      status: input.status ?? 'Published',
      city,
      state,
      country: 'US',
      shortAddress: `Downtown, ${city}, ${state}`,
      latitude: input.latitude === undefined ? 30.2672 : input.latitude,
      longitude: input.longitude === undefined ? -97.7431 : input.longitude,
      quantity: input.quantity ?? 1,
      policyId: refs.policy('flexible').id,
      keywords: listingKeywords({
        categoryName: category.name,
        rentalTypeName: type.name,
        city,
        state,
      }),
      ...priceColumns(frequencies),
      publishedAt: input.status === 'Published' || !input.status ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await db
    .insert(t.listingFrequencies)
    .values(frequencies.map((f) => ({ ...f, listingId: listing!.id })));
  if (input.images?.length) {
    await db.insert(t.listingImages).values(
      input.images.map((image, position) => ({
        listingId: listing!.id,
        filePath: image.filePath,
        isCover: image.isCover ?? false,
        position,
      })),
    );
  }
  return listing!;
}

export async function setListingStatus(
  db: Database,
  id: number,
  status: 'Draft' | 'Published' | 'Inactive',
) {
  await db.update(t.listings).set({ status }).where(eq(t.listings.id, id));
}

/** A two-day daily rental that ended, and was completed, `completedDaysAgo` days ago. */
export async function createCompletedRental(
  db: Database,
  input: { listingId: number; renterId: number; ownerId: number; completedDaysAgo?: number },
) {
  const day = 86_400_000;
  const ended = new Date(Date.now() - (input.completedDaysAgo ?? 1) * day);
  const [reservation] = await db
    .insert(t.reservations)
    .values({
      code: `OL-T${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      listingId: input.listingId,
      renterId: input.renterId,
      ownerId: input.ownerId,
      status: 'completed',
      frequency: 'Daily',
      startAt: new Date(ended.getTime() - 2 * day),
      endAt: ended,
      completedAt: ended,
    })
    .returning();
  return reservation!;
}
