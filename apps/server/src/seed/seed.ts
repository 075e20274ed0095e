import { count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newReferralCode } from '../lib/tokens';
import type { FileStorage } from '../lib/storage';
import { listingKeywords, priceColumns } from '../modules/listings/listing-derived';
import { listingRatingsService } from '../modules/listings/ratings.service';
import { refreshListingRatings } from '../modules/reviews/reviews.service';
import {
  BLOG_POSTS,
  CATEGORIES,
  DEMO_PASSWORD,
  DEMO_CONTACT_MESSAGES,
  DEMO_RENTALS,
  type DemoRentalSeed,
  DEMO_USERS,
  FAQS,
  getCity,
  includedText,
  initialsOf,
  LISTINGS,
  listingCoordinates,
  listingShortAddress,
  listingTimeZone,
  POLICIES,
  RENTAL_TYPES,
  SHIPPING_OPTIONS,
  TERMS,
} from './content';
import { BOOKING_RULES } from './content/booking-rules';
import { blogCoverSvg, IMAGE_SIZES, listingSvg, renderAvatar, renderSizes } from './images';

/** A stable advisory-lock key so two instances starting together seed only once. */
const SEED_LOCK = 724_113_902;

/**
 * Reference data every deployment needs (rental types, categories, policies, shipping
 * options, FAQs, terms, blog posts). Runs only when there are no rental types yet.
 */
export async function seedReference(db: Executor): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(t.rentalTypes);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const types = await tx
      .insert(t.rentalTypes)
      .values(
        RENTAL_TYPES.map((r) => ({
          name: r.name,
          slug: r.slug,
          description: r.description,
          position: r.position,
        })),
      )
      .returning();
    const typeId = new Map(types.map((r) => [r.slug, r.id]));
    await tx.insert(t.categories).values(
      CATEGORIES.map((c) => ({
        name: c.name,
        slug: c.slug,
        icon: c.icon,
        rentalTypeId: typeId.get(c.rentalType) ?? null,
        position: c.position,
      })),
    );
    await tx.insert(t.policies).values(
      POLICIES.map((p, position) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        position,
      })),
    );
    await tx.insert(t.shippingOptions).values(
      SHIPPING_OPTIONS.map((s, position) => ({
        key: s.key,
        name: s.name,
        description: s.description,
        priceCents: s.priceCents,
        estimatedDays: s.estimatedDays,
        position,
      })),
    );
    await tx.insert(t.faqs).values(FAQS.map((f) => ({ ...f })));
    await tx.insert(t.termsAndConditions).values(TERMS.map((x) => ({ ...x })));
    await tx.insert(t.blogPosts).values(
      BLOG_POSTS.map((b) => ({
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        content: b.content,
        authorName: b.authorName,
        tags: b.tags,
        publishedAt: new Date(b.publishedAt),
      })),
    );
  });
  return true;
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => work(item, start + i)));
  }
}

/** Renders one picture in every size, stores it, and returns the URLs. */
async function storeRenditions(storage: FileStorage, keyStem: string, svg: string) {
  const renditions = await renderSizes(svg);
  const sizes: Record<string, string> = {};
  for (const size of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
    sizes[size] = await storage.put(`${keyStem}-${size}.webp`, renditions[size]);
  }
  return sizes;
}

/**
 * Demo accounts and listings with generated pictures (nothing downloaded). Runs only on a
 * database without users, so it never touches real data.
 */
export async function seedDemo(
  db: Executor,
  storage: FileStorage,
  log: (msg: string) => void = () => {},
) {
  const [existing] = await db.select({ n: count() }).from(t.users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const avatar = await renderAvatar(initialsOf(user), user.avatarHue);
    const picture = await storage.put(`avatars/demo-${user.key}.webp`, avatar);
    const [row] = await db
      .insert(t.users)
      .values({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        passwordHash,
        phone: user.phone,
        bio: user.bio,
        city: getCity(user.city).name,
        profilePicture: picture,
        roles: user.roles,
        sellerStatus: user.sellerStatus,
        businessName: user.businessName,
        isStripeConnected: user.isStripeConnected,
        payoutAccount: user.isStripeConnected
          ? { holder: `${user.firstName} ${user.lastName}`, last4: '6789', routingLast4: '0021' }
          : null,
        emailVerifiedAt: new Date(),
        referralCode: newReferralCode(),
        isHomeToured: false,
      })
      .returning({ id: t.users.id });
    userIds.set(user.key, row!.id);
  }

  const [types, cats, pols, ships] = await Promise.all([
    db.select().from(t.rentalTypes),
    db.select().from(t.categories),
    db.select().from(t.policies),
    db.select().from(t.shippingOptions),
  ]);
  const typeBySlug = new Map(types.map((r) => [r.slug, r]));
  const catBySlug = new Map(cats.map((r) => [r.slug, r]));
  const policyBySlug = new Map(pols.map((r) => [r.slug, r]));
  const shipByKey = new Map(ships.map((r) => [r.key, r]));

  const now = Date.now();
  log(`seeding ${LISTINGS.length} demo listings with generated pictures`);
  // Oldest first, so the first listing of the content file is the newest on the home page.
  const ordered = LISTINGS.map((listing, index) => ({ listing, index })).reverse();
  const listingIds = new Map<string, number>();
  await inBatches(ordered, 4, async ({ listing, index }) => {
    const city = getCity(listing.city);
    const type = typeBySlug.get(listing.rentalType);
    const category = catBySlug.get(listing.category);
    const coordinates = listingCoordinates(listing, index);
    const createdAt = new Date(now - (index + 1) * 3_600_000 * 7);
    const [row] = await db
      .insert(t.listings)
      .values({
        ownerId: userIds.get(listing.owner)!,
        name: listing.name,
        description: listing.description,
        rentalTypeId: type?.id ?? null,
        categoryId: category?.id ?? null,
        condition: listing.condition,
        brand: listing.brand,
        model: listing.model,
        attributes: listing.attributes,
        included: includedText(listing),
        quantity: listing.quantity,
        depositCents: listing.depositCents,
        minUnits: listing.minUnits,
        maxUnits: listing.maxUnits,
        noticeHours: listing.noticeHours,
        ...BOOKING_RULES[listing.key],
        fulfilment: listing.fulfilment,
        deliveryRadiusKm: listing.deliveryRadiusKm,
        pickupNotes: listing.pickupNotes,
        returnNotes: listing.returnNotes,
        houseRules: listing.houseRules,
        policyId: policyBySlug.get(listing.policy)?.id ?? null,
        termsAcceptedAt: createdAt,
        shortAddress: listingShortAddress(listing),
        formattedAddress: `${listing.neighbourhood}, ${city.name}, ${city.state} ${city.zip}, USA`,
        city: city.name,
        state: city.state,
        country: 'US',
        postalCode: city.zip,
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
        timezone: listingTimeZone(listing),
        status: 'Published',
        keywords: listingKeywords({
          categoryName: category?.name,
          rentalTypeName: type?.name,
          brand: listing.brand,
          model: listing.model,
          city: city.name,
          state: city.state,
        }),
        ...priceColumns(listing.frequencies),
        publishedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.listings.id });
    const listingId = row!.id;
    listingIds.set(listing.key, listingId);
    await db.insert(t.listingFrequencies).values(
      listing.frequencies.map((f) => ({
        listingId,
        type: f.type,
        frequency: f.frequency,
        priceCents: f.priceCents,
      })),
    );
    const shipping = listing.shippingOptions
      .map((key) => shipByKey.get(key))
      .filter((s) => s !== undefined);
    if (shipping.length > 0) {
      await db
        .insert(t.listingShippingOptions)
        .values(shipping.map((s) => ({ listingId, shippingOptionId: s.id })));
    }
    for (let variant = 0; variant < listing.imageCount; variant++) {
      const sizes = await storeRenditions(
        storage,
        `listings/${listingId}/demo-${variant}`,
        listingSvg(listing.art, variant, {}),
      );
      await db.insert(t.listingImages).values({
        listingId,
        filePath: sizes.medium!,
        sizes,
        position: variant,
        isCover: variant === 0,
        width: IMAGE_SIZES.medium,
        height: (IMAGE_SIZES.medium * 3) / 4,
      });
    }
  });

  await inBatches(BLOG_POSTS, 4, async (post) => {
    const renditions = await renderSizes(blogCoverSvg(post.art));
    const url = await storage.put(`blog/${post.slug}.webp`, renditions.large);
    await db.update(t.blogPosts).set({ coverImage: url }).where(eq(t.blogPosts.slug, post.slug));
  });

  for (const [index, rental] of DEMO_RENTALS.entries())
    await seedRental(db, rental, `OL-DEMO${index + 1}`, userIds, listingIds, now);
  const rated = await db
    .selectDistinct({ id: t.reviews.listingId })
    .from(t.reviews)
    .where(eq(t.reviews.authorRole, 'renter'));
  await refreshListingRatings(
    db,
    listingRatingsService(),
    rated.map((r) => r.id),
  );
  await db.insert(t.contactMessages).values(
    DEMO_CONTACT_MESSAGES.map(({ hoursAgo, ...message }) => ({
      ...message,
      userId: userIds.get(DEMO_USERS.find((u) => u.email === message.email)?.key ?? '') ?? null,
      createdAt: new Date(now - hoursAgo * 3_600_000),
    })),
  );
  return true;
}

/** The defaults of RENTER_SERVICE_FEE_PERCENT and OWNER_COMMISSION_PERCENT. */
const DEMO_FEE_PERCENT = 10;
/** The default of CLAIM_WINDOW_HOURS: the demo's deposits come back after it. */
const DEMO_CLAIM_WINDOW_HOURS = 72;
const DAY_MS = 86_400_000;

/**
 * One finished demo rental, as the reservation machine would have left it (events from
 * request to completion, the charge and the owner's payout in the ledger), and its
 * reviews, written as they are stored (blind until the other side writes or 14 days pass).
 */
async function seedRental(
  db: Executor,
  rental: DemoRentalSeed,
  code: string,
  userIds: ReadonlyMap<string, number>,
  listingIds: ReadonlyMap<string, number>,
  now: number,
) {
  const listing = LISTINGS.find((l) => l.key === rental.listing)!;
  const price = listing.frequencies.find((f) => f.type === 'rent')!;
  const listingId = listingIds.get(listing.key)!;
  const renterId = userIds.get(rental.renter)!;
  const ownerId = userIds.get(listing.owner)!;
  const subtotal = price.priceCents * rental.units;
  const fee = Math.round((subtotal * DEMO_FEE_PERCENT) / 100);
  // The deposit was charged with the rent (a rental booked days ahead, decision 0027) and
  // comes back when the owner's claim window closes without a claim.
  const deposit = listing.depositCents;
  const windowClosesAt =
    now - rental.completedDaysAgo * DAY_MS + DEMO_CLAIM_WINDOW_HOURS * 3_600_000;
  const depositBack = deposit > 0 && windowClosesAt <= now;
  const completedAt = new Date(now - rental.completedDaysAgo * DAY_MS);
  const startAt = new Date(completedAt.getTime() - rental.units * DAY_MS);
  const requestedAt = new Date(startAt.getTime() - 3 * DAY_MS);
  const [reservation] = await db
    .insert(t.reservations)
    .values({
      code,
      listingId,
      renterId,
      ownerId,
      status: 'completed',
      frequency: price.frequency,
      startAt,
      endAt: completedAt,
      units: rental.units,
      unitPriceCents: price.priceCents,
      subtotalCents: subtotal,
      serviceFeeCents: fee,
      commissionCents: fee,
      depositCents: deposit,
      totalCents: subtotal + fee + deposit,
      payoutCents: subtotal - fee,
      refundedCents: depositBack ? deposit : 0,
      policySlug: listing.policy,
      approvedAt: new Date(requestedAt.getTime() + 2 * 3_600_000),
      paidAt: new Date(requestedAt.getTime() + 5 * 3_600_000),
      completedAt,
      createdAt: requestedAt,
      updatedAt: completedAt,
    })
    .returning({ id: t.reservations.id, paidAt: t.reservations.paidAt });
  const reservationId = reservation!.id;
  const steps = [
    ['request', null, 'pending', renterId, 'renter', requestedAt],
    ['approve', 'pending', 'approved', ownerId, 'owner', new Date(requestedAt.getTime() + 7.2e6)],
    ['checkout', 'approved', 'paid', renterId, 'renter', reservation!.paidAt!],
    ['start', 'paid', 'ongoing', ownerId, 'owner', startAt],
    ['complete', 'ongoing', 'completed', ownerId, 'owner', completedAt],
  ] as const;
  await db.insert(t.reservationEvents).values(
    steps.map(([action, fromStatus, toStatus, actorId, actorRole, createdAt]) => ({
      reservationId,
      action,
      fromStatus,
      toStatus,
      actorId,
      actorRole,
      createdAt,
    })),
  );
  await db.insert(t.ledgerEntries).values([
    {
      reservationId,
      kind: 'charge',
      status: 'succeeded',
      amountCents: subtotal + fee + deposit,
      provider: 'sandbox',
      providerRef: `demo_charge_${reservationId}`,
      description: 'Reservation payment',
      createdAt: reservation!.paidAt!,
    },
    {
      reservationId,
      kind: 'transfer',
      status: 'succeeded',
      amountCents: subtotal - fee,
      provider: 'sandbox',
      providerRef: `demo_transfer_${reservationId}`,
      description: 'Owner payout',
      createdAt: completedAt,
    },
    ...(depositBack
      ? [
          {
            reservationId,
            kind: 'deposit-release',
            status: 'succeeded',
            amountCents: deposit,
            provider: 'sandbox',
            providerRef: `demo_deposit_${reservationId}`,
            description: 'Deposit released',
            createdAt: new Date(windowClosesAt),
          },
        ]
      : []),
  ]);
  if (deposit > 0) {
    // Back in full after the window, or still held while the owner may claim (the demo's
    // most recent rental): the scheduler releases it when the window closes.
    await db.insert(t.deposits).values({
      reservationId,
      amountCents: deposit,
      mode: 'charge',
      stage: depositBack ? 'released' : 'held',
      itemBackAt: completedAt,
      releasedCents: depositBack ? deposit : 0,
      createdAt: reservation!.paidAt!,
      updatedAt: depositBack ? new Date(windowClosesAt) : completedAt,
    });
    if (depositBack)
      await db.insert(t.reservationEvents).values({
        reservationId,
        action: 'release-deposit',
        fromStatus: 'completed',
        toStatus: 'completed',
        actorId: null,
        actorRole: 'system',
        createdAt: new Date(windowClosesAt),
      });
  }
  const review = (
    authorRole: 'renter' | 'owner',
    [rating, comment]: readonly [number, string],
    daysAfter: number,
  ) => ({
    reservationId,
    listingId,
    authorId: authorRole === 'renter' ? renterId : ownerId,
    subjectId: authorRole === 'renter' ? ownerId : renterId,
    authorRole,
    rating,
    comment,
    createdAt: new Date(Math.min(completedAt.getTime() + daysAfter * DAY_MS, now - 3_600_000)),
  });
  await db
    .insert(t.reviews)
    .values([
      review('renter', rental.renterReview, 1),
      ...(rental.ownerReview ? [review('owner', rental.ownerReview, 2)] : []),
    ]);
}

/**
 * Seeds what is missing, once: reference data always, demo data when asked. Holds an
 * advisory lock so several instances starting at once do not seed twice.
 */
export async function ensureSeeded(
  db: Database,
  storage: FileStorage,
  options: { demo: boolean; log?: (msg: string) => void },
) {
  // One transaction holding a transaction-level advisory lock: a second instance waits,
  // then finds the data there and does nothing.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const reference = await seedReference(tx);
    const demo = options.demo ? await seedDemo(tx, storage, options.log) : false;
    return { reference, demo };
  });
}
