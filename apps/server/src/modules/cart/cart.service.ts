import type { CartItem, RentalSelection } from '@ownless/shared';
import type { Database } from '../../db/client';
import { english, type Message } from '../../i18n';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { ListingCard } from '../listings/listings.booking.service';
import { listingCardView } from '../reservations/reservation-views';
import type { ReservationsService } from '../reservations/reservations.service';
import type { UsersService } from '../users/users.service';
import { type CartItemRow, cartRepository, selectionOf } from './cart.repository';

const MAX_CART_ITEMS = 20;

/** Says a message in the reader's language. */
type Say = (message: Message) => string;

/**
 * The renter's cart (docs/decisions/0003-reservations.md): one active cart per user, one line
 * per listing, items priced by the server and checked for availability when added and
 * when shown. Requesting the cart turns every item into a pending reservation and empties
 * the cart in one transaction (the reservations service's `requestMany`).
 */
export function cartService(deps: {
  db: Database;
  users: UsersService;
  reservations: ReservationsService;
}) {
  const { db, users, reservations } = deps;
  const repo = cartRepository(db);

  /** One line of the cart, its words (price lines, why it is unavailable) said by `say`. */
  async function itemView(
    item: CartItemRow,
    card: ListingCard | null,
    say: Say,
  ): Promise<CartItem> {
    const listing = listingCardView(item.listingId, card?.ownerId ?? 0, card, say);
    try {
      const quote = await reservations.quote(item.listingId, selectionOf(item), say);
      return { id: item.id, listing, ...quote };
    } catch (error) {
      // The listing changed since it was added (unpublished, dates now too soon…): show
      // the stored snapshot, marked unavailable with the reason.
      const reason =
        error instanceof AppError
          ? say(Object.values(error.fieldMessages ?? {})[0]?.[0] ?? error.said)
          : say(/*i18n*/ 'This item can no longer be reserved.');
      return {
        id: item.id,
        listing,
        listing_id: item.listingId,
        type: item.type as 'rent' | 'sale',
        frequency: item.frequency,
        start_at: item.startAt.toISOString(),
        end_at: item.endAt.toISOString(),
        units: item.units,
        quantity: item.quantity,
        fulfilment: item.fulfilment,
        shipping_option_id: item.shippingOptionId,
        unit_price_cents: item.unitPriceCents,
        subtotal_cents: item.subtotalCents,
        service_fee_cents: item.serviceFeeCents,
        shipping_cents: item.shippingCents,
        deposit_cents: item.depositCents,
        total_cents: item.totalCents,
        line_items: [],
        available: false,
        unavailable_reason: reason,
      };
    }
  }

  async function view(cartId: number, say: Say) {
    const items = await repo.items(cartId);
    const cards = await reservations.listingCards(items.map((i) => i.listingId));
    const cartItems = await Promise.all(
      items.map((item) => itemView(item, cards.get(item.listingId) ?? null, say)),
    );
    return { cartId, cartItems, cartItemsCount: cartItems.length };
  }

  async function ownCart(userId: number, cartId: number) {
    const cart = await repo.cart(cartId);
    if (!cart) throw notFound(/*i18n*/ 'That cart does not exist.');
    if (cart.userId !== userId) throw forbidden(/*i18n*/ 'That cart is not yours.');
    return cart;
  }

  async function activeCartFor(userId: number) {
    const existing = await repo.activeCart(userId);
    if (existing) return existing;
    const created = (await repo.createCart(userId)) ?? (await repo.activeCart(userId));
    await users.update(userId, { activeCartId: created!.id });
    return created!;
  }

  return {
    /** Adds a line, or replaces the selection of the listing's line already in the cart. */
    async add(userId: number, listingId: number, selection: RentalSelection, say: Say = english) {
      // The reason stays a message until the error handler says it.
      const reasons: Message[] = [];
      const quote = await reservations.quoteForRenter(userId, listingId, selection, (said) => {
        reasons.push(said);
        return english(said);
      });
      if (!quote.available) {
        // Said last, after the price lines' labels.
        const why = reasons.at(-1) ?? /*i18n*/ 'Not available for those dates.';
        throw new AppError(409, why, { start_at: [why] });
      }
      const cart = await activeCartFor(userId);
      const line = {
        type: quote.type,
        frequency: quote.frequency,
        startAt: new Date(quote.start_at),
        endAt: new Date(quote.end_at),
        units: quote.units,
        quantity: quote.quantity,
        fulfilment: quote.fulfilment,
        shippingOptionId: quote.shipping_option_id,
        unitPriceCents: quote.unit_price_cents,
        subtotalCents: quote.subtotal_cents,
        serviceFeeCents: quote.service_fee_cents,
        commissionCents: 0,
        shippingCents: quote.shipping_cents,
        depositCents: quote.deposit_cents,
        totalCents: quote.total_cents,
      };
      // The cart row's lock queues concurrent adds, so the count and the one line per
      // listing hold when two tabs (or a double click) add at once.
      await db.transaction(async (tx) => {
        const carts = cartRepository(tx);
        await carts.cart(cart.id, true);
        const items = await carts.items(cart.id);
        const existing = items.find((item) => item.listingId === listingId);
        if (existing) {
          await carts.updateItem(existing.id, line);
        } else {
          if (items.length >= MAX_CART_ITEMS) {
            const full = /*i18n*/ {
              id: 'A cart holds at most {max} items.',
              values: { max: MAX_CART_ITEMS },
            };
            throw new AppError(422, full, { listing_id: [full] });
          }
          await carts.insertItem({ cartId: cart.id, listingId, ...line });
        }
        await carts.touch(cart.id);
      });
      return view(cart.id, say);
    },

    async get(userId: number, cartId: number, say: Say = english) {
      await ownCart(userId, cartId);
      return view(cartId, say);
    },

    async active(userId: number, say: Say = english) {
      const cart = await activeCartFor(userId);
      return view(cart.id, say);
    },

    /** The active cart without making one: a user who has none sees an empty cart (id 0). */
    async current(userId: number, say: Say = english) {
      const cart = await repo.activeCart(userId);
      return cart ? view(cart.id, say) : { cartId: 0, cartItems: [], cartItemsCount: 0 };
    },

    /** Requests every item of the cart: a pending reservation each, the cart emptied. */
    async request(renterId: number, cartId: number, note?: string, say: Say = english) {
      return reservations.requestMany(
        renterId,
        { note, cartId },
        async (tx) => {
          const carts = cartRepository(tx);
          const cart = await carts.cart(cartId, true);
          if (!cart) throw notFound(/*i18n*/ 'That cart does not exist.');
          if (cart.userId !== renterId) throw forbidden(/*i18n*/ 'That cart is not yours.');
          const items = await carts.items(cartId);
          if (items.length === 0)
            throw badRequest(/*i18n*/ 'Your cart is empty.', {
              cart_id: [/*i18n*/ 'Your cart is empty.'],
            });
          return {
            selections: items.map((item) => ({
              listingId: item.listingId,
              selection: selectionOf(item),
            })),
            done: () => carts.deleteItems(items.map((item) => item.id)),
          };
        },
        say,
      );
    },

    async remove(userId: number, itemId: number, say: Say = english) {
      const item = await repo.item(itemId);
      if (!item) throw notFound(/*i18n*/ 'That item is not in a cart.');
      const cart = await ownCart(userId, item.cartId);
      await repo.deleteItems([itemId]);
      return view(cart.id, say);
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
