import crypto from 'node:crypto';
import {
  type ListingCreateData,
  type ListingDetail,
  type ListingUpdateData,
  blockedInterval,
  canonicalTimeZone,
  toCents,
} from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  badRequest,
  conflict,
  type FieldErrors,
  forbidden,
  notFound,
  unprocessable,
} from '../../lib/errors';
import { inspectImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { IMAGE_SIZES, renderSizes } from '../../seed/images';
import type { ContentService } from '../content/content.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { listingKeywords, priceColumns } from './listing-derived';
import { listingsRepository } from './listings.repository';
import { toListingSummary, searchWords } from './listings.service';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

export const MAX_IMAGES_PER_LISTING = 12;

type Fields = ListingUpdateData;

/** What an owner does to a listing before a renter arrives. */
export function listingsOwnerService(deps: {
  db: Database;
  config: Config;
  storage: FileStorage;
  users: UsersService;
  /** The rental types, categories, policies and shipping options a listing refers to: the content module's rows. */
  content: Pick<
    ContentService,
    'rentalTypesIn' | 'categoriesIn' | 'policiesIn' | 'shippingOptionsIn'
  >;
  /**
   * How many booked reservations overlap a listing's days (the instants they span where the
   * listing is), read on `tx`: the reservations module's answer. Reservations depend on this
   * module, so services.ts hands it over rather than this module importing them.
   */
  bookedOnDaysIn: (
    tx: Executor,
    listingId: number,
    days: { start: Date; end: Date },
  ) => Promise<number>;
  /** Called after any change to a listing, so cached search totals are dropped. */
  onChange?: () => void;
}) {
  const { db, storage, users, content, bookedOnDaysIn } = deps;

  /** One row of a content lookup by id, read on `tx` (null: no id, or no such row). */
  async function one<T>(
    lookup: (tx: Executor, ids: number[]) => Promise<Map<number, T>>,
    tx: Executor,
    id: number | null,
  ): Promise<T | null> {
    return id ? ((await lookup(tx, [id])).get(id) ?? null) : null;
  }

  const canDraft = (user: UserRow) =>
    user.roles.includes('seller') ||
    user.sellerStatus === 'Pending' ||
    user.sellerStatus === 'Approved';

  async function detail(id: number, executor: Executor = db) {
    deps.onChange?.();
    const row = await listingsRepository(executor).findDetailBody(id);
    if (!row) throw notFound('That listing does not exist.');
    return (JSON.parse(row.body) as { listing: ListingDetail }).listing;
  }

  /** Loads and locks a listing the user owns, inside a transaction. */
  async function lockOwned(tx: Executor, userId: number, id: number): Promise<ListingRow> {
    const listing = await listingsWriteRepository(tx).lock(id);
    if (!listing) throw notFound('That listing does not exist.');
    if (listing.ownerId !== userId) throw forbidden('You can only change your own listings.');
    return listing;
  }

  /** Validates references and turns wizard fields into column values; throws 400 with every problem. */
  async function applyFields(tx: Executor, listing: ListingRow | null, input: Fields) {
    const repo = listingsWriteRepository(tx);
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const patch: Partial<ListingRow> = {};

    const rentalTypeId = input.rental_type_id ?? listing?.rentalTypeId ?? null;
    const categoryId = input.category_id ?? listing?.categoryId ?? null;
    const rentalType = await one(content.rentalTypesIn, tx, rentalTypeId);
    const category = await one(content.categoriesIn, tx, categoryId);
    if (input.rental_type_id !== undefined && !rentalType)
      add('rental_type_id', 'Choose a rental type from the list.');
    if (input.category_id !== undefined && !category)
      add('category_id', 'Choose a category from the list.');
    if (
      rentalType &&
      category &&
      category.rentalTypeId !== null &&
      category.rentalTypeId !== rentalType.id
    ) {
      add('category_id', `That category is not part of ${rentalType.name}.`);
    }
    if (input.rental_type_id !== undefined) patch.rentalTypeId = input.rental_type_id;
    if (input.category_id !== undefined) patch.categoryId = input.category_id;

    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description ?? null;
    if (input.condition !== undefined) patch.condition = input.condition ?? null;
    if (input.brand !== undefined) patch.brand = input.brand ?? null;
    if (input.model !== undefined) patch.model = input.model ?? null;
    if (input.attributes !== undefined) patch.attributes = input.attributes;
    if (input.included !== undefined) patch.included = input.included ?? null;
    if (input.quantity !== undefined) patch.quantity = input.quantity;
    if (input.deposit !== undefined) patch.depositCents = toCents(input.deposit);
    if (input.advance_notice_hours !== undefined)
      patch.advanceNoticeHours = input.advance_notice_hours;
    if (input.min_rental_units !== undefined) patch.minRentalUnits = input.min_rental_units;
    if (input.max_rental_units !== undefined) patch.maxRentalUnits = input.max_rental_units;
    const min =
      patch.minRentalUnits !== undefined ? patch.minRentalUnits : (listing?.minRentalUnits ?? null);
    const max =
      patch.maxRentalUnits !== undefined ? patch.maxRentalUnits : (listing?.maxRentalUnits ?? null);
    if (min !== null && max !== null && max < min)
      add('max_rental_units', 'The maximum must be at least the minimum.');

    if (input.location !== undefined) {
      const loc = input.location;
      const country = (loc.country ?? 'US').trim();
      if (!['US', 'USA', 'United States'].includes(country))
        add('location', 'OwnLess is available in the United States only.');
      patch.formattedAddress = loc.formattedAddress;
      patch.latitude = loc.latitude;
      patch.longitude = loc.longitude;
      patch.placeId = loc.placeId;
      patch.city = loc.city ?? null;
      patch.state = loc.state ?? null;
      patch.country = 'US';
      patch.postalCode = loc.postalCode ?? null;
      patch.shortAddress =
        loc.city && loc.state
          ? `${loc.city}, ${loc.state}`
          : loc.formattedAddress.replace(/, (USA|United States)$/, '');
    }
    if (input.timezone !== undefined) {
      // Stored as the runtime spells it: one zone, one spelling (and one kept formatter).
      const zone = canonicalTimeZone(input.timezone);
      if (!zone) add('timezone', 'That time zone is not known.');
      else patch.timezone = zone;
    }
    if (input.fulfilment !== undefined) patch.fulfilment = [...new Set(input.fulfilment)];
    if (input.delivery_radius_km !== undefined) patch.deliveryRadiusKm = input.delivery_radius_km;
    if (input.pickup_notes !== undefined) patch.pickupNotes = input.pickup_notes ?? null;
    if (input.return_notes !== undefined) patch.returnNotes = input.return_notes ?? null;
    if (input.house_rules !== undefined) patch.houseRules = input.house_rules ?? null;

    if (input.policy_id !== undefined) {
      if (!(await one(content.policiesIn, tx, input.policy_id)))
        add('policy_id', 'Choose a cancellation policy from the list.');
      else patch.policyId = input.policy_id;
    }
    if (input.accept_terms === true) patch.termsAcceptedAt = new Date();

    let shippingIds: number[] | undefined;
    if (input.shipping_option_ids !== undefined) {
      shippingIds = [...new Set(input.shipping_option_ids)];
      const found = await content.shippingOptionsIn(tx, shippingIds);
      if (found.size !== shippingIds.length)
        add('shipping_option_ids', 'Choose shipping options from the list.');
    }

    if (Object.keys(errors).length > 0)
      throw badRequest('Please correct the highlighted fields.', errors);

    return {
      patch,
      rentalType,
      category,
      async writeParts(listingId: number) {
        if (input.frequencies !== undefined) {
          await repo.replaceFrequencies(
            listingId,
            'rent',
            input.frequencies.map((f) => ({
              frequency: f.frequency,
              priceCents: toCents(f.price),
            })),
          );
        }
        if (input.sale_price !== undefined) {
          await repo.replaceFrequencies(
            listingId,
            'sale',
            input.sale_price === null
              ? []
              : [{ frequency: 'Once', priceCents: toCents(input.sale_price) }],
          );
        }
        if (shippingIds !== undefined) await repo.replaceShippingOptions(listingId, shippingIds);
        // Derived columns for search: keywords and price filters.
        const current = (await repo.find(listingId))!;
        const frequencies = await repo.frequencies(listingId);
        const type = await one(content.rentalTypesIn, tx, current.rentalTypeId);
        const cat = await one(content.categoriesIn, tx, current.categoryId);
        return repo.update(listingId, {
          keywords: listingKeywords({
            categoryName: cat?.name,
            rentalTypeName: type?.name,
            brand: current.brand,
            model: current.model,
            city: current.city,
            state: current.state,
          }),
          ...priceColumns(frequencies),
        });
      },
    };
  }

  /** Everything publishing needs, as field errors (the 422 the owner sees as a checklist). */
  async function publishProblems(
    tx: Executor,
    listing: ListingRow,
    owner: UserRow,
  ): Promise<FieldErrors> {
    const repo = listingsWriteRepository(tx);
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!listing.name || listing.name.trim().length < 3) add('name', 'Give the listing a name.');
    if (!listing.rentalTypeId) add('rental_type_id', 'Choose a rental type.');
    if (!listing.categoryId) add('category_id', 'Choose a category.');
    if (listing.latitude === null || listing.longitude === null)
      add('location', 'Choose the address from the list so renters can find it on the map.');
    if ((await repo.imageCount(listing.id)) === 0) add('images', 'Add at least one photo.');
    const frequencies = await repo.frequencies(listing.id);
    if (!frequencies.some((f) => f.type === 'rent'))
      add('frequencies', 'Add at least one rent price.');
    if (!listing.policyId) add('policy_id', 'Choose a cancellation policy.');
    if (!listing.termsAcceptedAt) add('accept_terms', 'Accept the listing terms.');
    if (listing.fulfilment.includes('delivery') && !listing.deliveryRadiusKm)
      add('delivery_radius_km', 'Say how far you deliver.');
    if (
      listing.fulfilment.includes('shipping') &&
      (await repo.shippingOptionIds(listing.id)).length === 0
    ) {
      add('shipping_option_ids', 'Choose at least one shipping option.');
    }
    if (owner.sellerStatus !== 'Approved' || !owner.roles.includes('seller')) {
      add(
        'seller',
        owner.sellerStatus === 'Pending'
          ? 'Your owner application is still being reviewed.'
          : 'Apply as an owner first.',
      );
    }
    if (!owner.isStripeConnected) add('payouts', 'Connect your payout account first.');
    return errors;
  }

  async function makePublished(userId: number, id: number, allowedFrom: string[]) {
    const owner = await users.load(userId);
    await db.transaction(async (tx) => {
      const listing = await lockOwned(tx, userId, id);
      if (!allowedFrom.includes(listing.status)) {
        throw conflict(
          listing.status === 'Published'
            ? 'This listing is already published.'
            : `A ${listing.status.toLowerCase()} listing cannot be published this way.`,
        );
      }
      if (listing.operatorHold) {
        // Unpublished by the operators (decision 0009): only they can put it back.
        throw conflict(
          `OwnLess support took this listing out of search${listing.operatorHoldReason ? `: ${listing.operatorHoldReason}` : '.'} Please contact support to publish it again.`,
        );
      }
      const problems = await publishProblems(tx, listing, owner);
      if (Object.keys(problems).length > 0) {
        throw unprocessable('This listing is not ready to publish yet.', problems);
      }
      await listingsWriteRepository(tx).update(id, {
        status: 'Published',
        publishedAt: listing.publishedAt ?? new Date(),
      });
    });
    return detail(id);
  }

  return {
    async create(userId: number, input: ListingCreateData) {
      const owner = await users.load(userId);
      if (!canDraft(owner)) throw forbidden('Apply as an owner first to add listings.');
      const id = await db.transaction(async (tx) => {
        const fields = await applyFields(tx, null, input);
        const created = await listingsWriteRepository(tx).insert({
          ownerId: userId,
          name: input.name,
          status: 'Draft',
          ...fields.patch,
        });
        await fields.writeParts(created.id);
        return created.id;
      });
      return detail(id);
    },

    async update(userId: number, id: number, input: Fields) {
      const owner = await users.load(userId);
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const fields = await applyFields(tx, listing, input);
        await listingsWriteRepository(tx).update(id, fields.patch);
        const updated = await fields.writeParts(id);
        // A published listing must stay complete: an edit that breaks it is refused whole.
        if (updated.status === 'Published') {
          const problems = await publishProblems(tx, updated, owner);
          delete problems.seller;
          delete problems.payouts;
          if (Object.keys(problems).length > 0) {
            throw unprocessable(
              'A published listing needs these; deactivate it first to change them.',
              problems,
            );
          }
        }
      });
      return detail(id);
    },

    publish: (userId: number, id: number) => makePublished(userId, id, ['Draft']),
    activate: (userId: number, id: number) => makePublished(userId, id, ['Inactive']),

    async deactivate(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        if (listing.status !== 'Published')
          throw conflict('Only a published listing can be deactivated.');
        await listingsWriteRepository(tx).update(id, { status: 'Inactive' });
      });
      return detail(id);
    },

    /** Drafts and inactive listings are visible to their owner only. */
    async ownerDetail(userId: number, id: number) {
      const listing = await detail(id);
      if (listing.owner_id !== userId) throw forbidden('You can only manage your own listings.');
      return listing;
    },

    async personalList(
      userId: number,
      query: { status?: string; search?: string; page: number; per_page: number },
    ) {
      const filter = {
        statuses: query.status ? [query.status] : ['Draft', 'Published', 'Inactive'],
        ownerId: userId,
        words: searchWords(query.search),
      };
      const [{ rows }, total] = await Promise.all([
        listingsRepository(db).search(filter, query.page, query.per_page),
        listingsRepository(db).count(filter),
      ]);
      const counts = await listingsWriteRepository(db).countsByStatus(userId);
      return { items: rows.map(toListingSummary), total, counts };
    },

    /**
     * Stores uploaded photos as WebP in three sizes. Every file is checked by its bytes
     * first; one bad file refuses the whole upload, so nothing half-arrives.
     */
    async uploadImages(userId: number, id: number, files: { filename: string; data: Buffer }[]) {
      if (files.length === 0)
        throw badRequest('Choose at least one photo.', { images: ['Choose at least one photo.'] });
      const existing = await listingsWriteRepository(db).find(id);
      if (!existing) throw notFound('That listing does not exist.');
      if (existing.ownerId !== userId) throw forbidden('You can only change your own listings.');
      const room = MAX_IMAGES_PER_LISTING - (await listingsWriteRepository(db).imageCount(id));
      if (files.length > room) {
        throw badRequest(`A listing can have at most ${MAX_IMAGES_PER_LISTING} photos.`, {
          images: [
            room > 0
              ? `A listing can have at most ${MAX_IMAGES_PER_LISTING} photos: you can add ${room} more.`
              : `A listing can have at most ${MAX_IMAGES_PER_LISTING} photos.`,
          ],
        });
      }
      const errors: string[] = [];
      for (const file of files) {
        try {
          await inspectImage(file.data, 'images');
        } catch {
          errors.push(`${file.filename || 'A file'} is not a JPEG, PNG, WebP or AVIF picture.`);
        }
      }
      if (errors.length > 0)
        throw badRequest('Some files are not pictures we can use.', { images: errors });

      const stored: { keys: string[]; row: { filePath: string; sizes: Record<string, string> } }[] =
        [];
      for (const file of files) {
        const renditions = await renderSizes(file.data);
        const stem = `listings/${id}/${crypto.randomBytes(8).toString('hex')}`;
        const sizes: Record<string, string> = {};
        const keys: string[] = [];
        for (const size of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
          const key = `${stem}-${size}.webp`;
          sizes[size] = await storage.put(key, renditions[size]);
          keys.push(key);
        }
        stored.push({ keys, row: { filePath: sizes.medium!, sizes } });
      }
      try {
        await db.transaction(async (tx) => {
          await lockOwned(tx, userId, id);
          const repo = listingsWriteRepository(tx);
          const current = await repo.images(id);
          // Counted again under the lock: two uploads at once cannot pass 12 together.
          if (current.length + stored.length > MAX_IMAGES_PER_LISTING) {
            throw badRequest(`A listing can have at most ${MAX_IMAGES_PER_LISTING} photos.`, {
              images: [`A listing can have at most ${MAX_IMAGES_PER_LISTING} photos.`],
            });
          }
          const hasCover = current.some((image) => image.isCover);
          const start = current.reduce((max, image) => Math.max(max, image.position + 1), 0);
          await repo.insertImages(
            stored.map((s, i) => ({
              listingId: id,
              filePath: s.row.filePath,
              sizes: s.row.sizes,
              position: start + i,
              isCover: !hasCover && i === 0,
              width: IMAGE_SIZES.medium,
              height: (IMAGE_SIZES.medium * 3) / 4,
            })),
          );
          await repo.update(id, {});
        });
      } catch (error) {
        await Promise.all(stored.flatMap((s) => s.keys.map((key) => storage.remove(key))));
        throw error;
      }
      return detail(id);
    },

    async deleteImage(userId: number, id: number, imageId: number) {
      const removed = await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        const image = images.find((i) => i.id === imageId);
        if (!image) throw notFound('That photo does not exist.');
        if (listing.status === 'Published' && images.length === 1) {
          throw unprocessable('A published listing needs at least one photo. Add another first.', {
            images: ['A published listing needs at least one photo.'],
          });
        }
        await repo.deleteImage(imageId);
        const rest = images.filter((i) => i.id !== imageId);
        if (image.isCover && rest[0]) await repo.setCover(id, rest[0].id);
        await repo.update(id, {});
        return image.sizes;
      });
      for (const url of Object.values(removed)) {
        const key = storage.keyOf(url);
        if (key) await storage.remove(key);
      }
      return detail(id);
    },

    async setCover(userId: number, id: number, imageId: number) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        if (!images.some((i) => i.id === imageId)) throw notFound('That photo does not exist.');
        await repo.setCover(id, imageId);
        await repo.update(id, {});
      });
      return detail(id);
    },

    async reorderImages(userId: number, id: number, imageIds: number[]) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        const known = new Set(images.map((i) => i.id));
        if (
          imageIds.length !== images.length ||
          new Set(imageIds).size !== imageIds.length ||
          !imageIds.every((i) => known.has(i))
        ) {
          throw badRequest('Send every photo of the listing once, in the new order.', {
            image_ids: ['Send every photo of the listing once, in the new order.'],
          });
        }
        for (const [position, imageId] of imageIds.entries())
          await repo.setPosition(imageId, position);
        await repo.update(id, {});
      });
      return detail(id);
    },

    async blockDates(
      userId: number,
      id: number,
      input: { start_date: string; end_date: string; reason?: string | null },
    ) {
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        // The days where the listing is, as a booking is checked against them.
        const days = blockedInterval(input.start_date, input.end_date, listing.timezone);
        if ((await bookedOnDaysIn(tx, id, days)) > 0) {
          throw conflict('Some of those days are already booked by a renter.', {
            start_date: ['Some of those days are already booked by a renter.'],
          });
        }
        await repo.insertBlockedDate({
          listingId: id,
          startDate: input.start_date,
          endDate: input.end_date,
          reason: input.reason ?? null,
        });
        await repo.update(id, {});
      });
      return detail(id);
    },

    async unblockDates(userId: number, id: number, blockDateId: number) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const block = await repo.findBlockedDate(id, blockDateId);
        if (!block) throw notFound('Those blocked dates do not exist.');
        await repo.deleteBlockedDate(blockDateId);
        await repo.update(id, {});
      });
      return detail(id);
    },
  };
}
export type ListingsOwnerService = ReturnType<typeof listingsOwnerService>;
