import type { Executor } from '../../db/client';
import type { FieldErrors } from '../../lib/errors';
import type { UserRow } from '../users/users.repository';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

/** Everything publishing needs, as field errors (the 422 the owner sees as a checklist). */
export async function publishProblems(
  tx: Executor,
  listing: ListingRow,
  owner: UserRow,
): Promise<FieldErrors> {
  const repo = listingsWriteRepository(tx);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!listing.name || listing.name.trim().length < 3)
    add('name', /*i18n*/ 'Give the listing a name.');
  if (!listing.rentalTypeId) add('rental_type_id', /*i18n*/ 'Choose a rental type.');
  if (!listing.categoryId) add('category_id', /*i18n*/ 'Choose a category.');
  if (listing.latitude === null || listing.longitude === null)
    add('location', /*i18n*/ 'Choose the address from the list so renters can find it on the map.');
  if ((await repo.imageCount(listing.id)) === 0) add('images', /*i18n*/ 'Add at least one photo.');
  const frequencies = await repo.frequencies(listing.id);
  if (!frequencies.some((f) => f.type === 'rent'))
    add('frequencies', /*i18n*/ 'Add at least one rent price.');
  if (!listing.policyId) add('policy_id', /*i18n*/ 'Choose a cancellation policy.');
  if (!listing.termsAcceptedAt) add('accept_terms', /*i18n*/ 'Accept the listing terms.');
  if (listing.fulfilment.includes('delivery') && !listing.deliveryRadiusKm)
    add('delivery_radius_km', /*i18n*/ 'Say how far you deliver.');
  if (
    listing.fulfilment.includes('shipping') &&
    (await repo.shippingOptionIds(listing.id)).length === 0
  ) {
    add('shipping_option_ids', /*i18n*/ 'Choose at least one shipping option.');
  }
  if (owner.sellerStatus !== 'Approved' || !owner.roles.includes('seller')) {
    add(
      'seller',
      owner.sellerStatus === 'Pending'
        ? /*i18n*/ 'Your owner application is still being reviewed.'
        : /*i18n*/ 'Apply as an owner first.',
    );
  }
  if (!owner.isStripeConnected) add('payouts', /*i18n*/ 'Connect your payout account first.');
  return errors;
}
