import { type ListingUpdateData, canonicalTimeZone, toCents } from '@ownless/shared';
import type { Executor } from '../../db/client';
import type { Message } from '../../i18n';
import { badRequest, type FieldMessages } from '../../lib/errors';
import type { ListingsOwnerDeps } from './listings.owner.access';
import { listingKeywords, priceColumns } from './listing-derived';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

/** One row of a content lookup by id, read on `tx` (null: no id, or no such row). */
async function one<T>(
  lookup: (tx: Executor, ids: number[]) => Promise<Map<number, T>>,
  tx: Executor,
  id: number | null,
): Promise<T | null> {
  return id ? ((await lookup(tx, [id])).get(id) ?? null) : null;
}

/** Validates references and turns wizard fields into column values; throws 400 with every problem. */
export async function applyFields(
  content: ListingsOwnerDeps['content'],
  tx: Executor,
  listing: ListingRow | null,
  input: ListingUpdateData,
) {
  const repo = listingsWriteRepository(tx);
  const errors: FieldMessages = {};
  const add = (field: string, message: Message) => (errors[field] ??= []).push(message);
  const patch: Partial<ListingRow> = {};

  const rentalTypeId = input.rental_type_id ?? listing?.rentalTypeId ?? null;
  const categoryId = input.category_id ?? listing?.categoryId ?? null;
  const rentalType = await one(content.rentalTypesIn, tx, rentalTypeId);
  const category = await one(content.categoriesIn, tx, categoryId);
  if (input.rental_type_id !== undefined && !rentalType)
    add('rental_type_id', /*i18n*/ 'Choose a rental type from the list.');
  if (input.category_id !== undefined && !category)
    add('category_id', /*i18n*/ 'Choose a category from the list.');
  if (
    rentalType &&
    category &&
    category.rentalTypeId !== null &&
    category.rentalTypeId !== rentalType.id
  ) {
    const rentalTypeName = rentalType.name;
    add(
      'category_id',
      /*i18n*/ {
        id: 'That category is not part of {rentalTypeName}.',
        values: { rentalTypeName },
      },
    );
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
  if (input.notice_hours !== undefined) patch.noticeHours = input.notice_hours;
  if (input.min_units !== undefined) patch.minUnits = input.min_units;
  if (input.max_units !== undefined) patch.maxUnits = input.max_units;
  if (input.preparation_hours !== undefined) patch.preparationHours = input.preparation_hours;
  if (input.booking_window_days !== undefined) patch.bookingWindowDays = input.booking_window_days;
  if (input.instant_booking !== undefined) patch.instantBooking = input.instant_booking;
  const min = patch.minUnits ?? listing?.minUnits ?? 1;
  const max = patch.maxUnits !== undefined ? patch.maxUnits : (listing?.maxUnits ?? null);
  if (max !== null && max < min)
    add('max_units', /*i18n*/ 'The maximum must be at least the minimum.');

  if (input.location !== undefined) {
    const loc = input.location;
    const country = (loc.country ?? 'US').trim();
    if (!['US', 'USA', 'United States'].includes(country))
      add('location', /*i18n*/ 'OwnLess is available in the United States only.');
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
    if (!zone) add('timezone', /*i18n*/ 'That time zone is not known.');
    else patch.timezone = zone;
  }
  if (input.fulfilment !== undefined) patch.fulfilment = [...new Set(input.fulfilment)];
  if (input.delivery_radius_km !== undefined) patch.deliveryRadiusKm = input.delivery_radius_km;
  if (input.pickup_notes !== undefined) patch.pickupNotes = input.pickup_notes ?? null;
  if (input.return_notes !== undefined) patch.returnNotes = input.return_notes ?? null;
  if (input.house_rules !== undefined) patch.houseRules = input.house_rules ?? null;

  if (input.policy_id !== undefined) {
    if (!(await one(content.policiesIn, tx, input.policy_id)))
      add('policy_id', /*i18n*/ 'Choose a cancellation policy from the list.');
    else patch.policyId = input.policy_id;
  }
  if (input.accept_terms === true) patch.termsAcceptedAt = new Date();

  let shippingIds: number[] | undefined;
  if (input.shipping_option_ids !== undefined) {
    shippingIds = [...new Set(input.shipping_option_ids)];
    const found = await content.shippingOptionsIn(tx, shippingIds);
    if (found.size !== shippingIds.length)
      add('shipping_option_ids', /*i18n*/ 'Choose shipping options from the list.');
  }

  if (Object.keys(errors).length > 0)
    throw badRequest(/*i18n*/ 'Please correct the highlighted fields.', errors);

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
