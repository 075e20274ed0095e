import { sql } from 'drizzle-orm';
import { type ListingStatus, PROFILE_PICTURE_PLACEHOLDER } from '@ownless/shared';
import { type Executor, fixedQuery } from '../../db/client';
import { isoTime, summaryFields } from './listing-json.sql';

export interface DetailBodyRow {
  status: ListingStatus;
  owner_id: number;
  body: string;
}

/** See findDetailBody. Compiled once: only the id and the view change. */
const detailBodyQuery = fixedQuery<DetailBodyRow, 'id' | 'ownerView'>(
  ['id', 'ownerView'],
  (values) => sql`
  SELECT l.status, l.owner_id, json_build_object('listing', json_build_object(
    ${summaryFields(sql`NULL::float8`)},
    'description', l.description, 'condition', l.condition, 'brand', l.brand, 'model', l.model,
    'attributes', l.attributes, 'included', l.included, 'quantity', l.quantity,
    'deposit_cents', l.deposit_cents, 'min_units', l.min_units,
    'max_units', l.max_units, 'preparation_hours', l.preparation_hours,
    'notice_hours', l.notice_hours, 'booking_window_days', l.booking_window_days,
    'fulfilment', l.fulfilment, 'delivery_radius_km', l.delivery_radius_km,
    'shipping_options', (SELECT coalesce(json_agg(json_build_object('id', so.id, 'name', so.name, 'price_cents', so.price_cents)
        ORDER BY so.position, so.id), '[]'::json)
       FROM listing_shipping_options lso JOIN shipping_options so ON so.id = lso.shipping_option_id
      WHERE lso.listing_id = l.id),
    'pickup_notes', l.pickup_notes, 'return_notes', l.return_notes, 'house_rules', l.house_rules,
    'timezone', l.timezone, 'terms_accepted', l.terms_accepted_at IS NOT NULL,
    'policy', CASE WHEN p.id IS NULL THEN NULL
         ELSE json_build_object('id', p.id, 'name', p.name, 'description', p.description) END,
    'blocked_dates', (SELECT coalesce(json_agg(json_build_object('id', b.id, 'start_date', b.start_date,
        'end_date', b.end_date,
        'reason', CASE WHEN ${values.ownerView}::boolean THEN b.reason END, 'feed_id', b.feed_id)
        ORDER BY b.start_date, b.id), '[]'::json)
       FROM listing_blocked_dates b WHERE b.listing_id = l.id),
    'owner', json_build_object('id', u.id, 'fullName', trim(u.first_name || ' ' || u.last_name),
      'firstName', u.first_name, 'profilePicture', coalesce(u.profile_picture, ${PROFILE_PICTURE_PLACEHOLDER}::text),
      'businessName', u.business_name),
    'updated_at', ${isoTime(sql`l.updated_at`)}
  ))::text AS body
  FROM listings l
  JOIN users u ON u.id = l.owner_id
  LEFT JOIN rental_types rt ON rt.id = l.rental_type_id
  LEFT JOIN categories c ON c.id = l.category_id
  LEFT JOIN policies p ON p.id = l.policy_id
  WHERE l.id = ${values.id}`,
);

/**
 * A listing's public page as the JSON body of GET /listing/:id, `{"listing": …}` in the
 * shape of listingDetailSchema, built by PostgreSQL in one statement: the server sends it
 * as it is, with no row parsing, mapping or serialisation. The summary fields are written
 * as toListingSummary writes them (prices in dollars beside cents, rating to one decimal,
 * ISO times); a route test compares the two. An imported block carries only its feed's id:
 * the name an owner gave an imported calendar is theirs, read through the calendar-feeds route.
 * Why the owner blocked days ("family trip") is theirs too: `reason` is null on the public
 * page and filled in only for the owner's own view (`ownerView`).
 */
export async function findDetailBody(
  db: Executor,
  id: number,
  { ownerView = false }: { ownerView?: boolean } = {},
): Promise<DetailBodyRow | null> {
  const [row] = await detailBodyQuery(db, { id, ownerView });
  return row ?? null;
}
