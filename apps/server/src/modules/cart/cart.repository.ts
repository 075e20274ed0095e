import type { RentalSelection } from '@ownless/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart line as the selection it was priced for. */
export const selectionOf = (item: CartItemRow): RentalSelection => ({
  frequency: item.frequency as RentalSelection['frequency'],
  start_at: item.startAt.toISOString(),
  units: item.units,
  quantity: item.quantity,
  fulfilment: item.fulfilment as RentalSelection['fulfilment'],
  shipping_option_id: item.shippingOptionId ?? undefined,
});

export function cartRepository(db: Executor) {
  return {
    async activeCart(userId: number) {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.status, 'active')))
        .limit(1);
      return row ?? null;
    },
    async createCart(userId: number) {
      // The partial unique index allows one active cart per user; a racing twin loses.
      const [row] = await db.insert(carts).values({ userId }).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** With `lock`, the cart row is held until the transaction ends: writers of one cart queue. */
    async cart(id: number, lock = false) {
      const query = db.select().from(carts).where(eq(carts.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    items: (cartId: number) =>
      db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    async item(id: number) {
      const [row] = await db.select().from(cartItems).where(eq(cartItems.id, id)).limit(1);
      return row ?? null;
    },
    async insertItem(values: typeof cartItems.$inferInsert) {
      const [row] = await db.insert(cartItems).values(values).returning();
      return row!;
    },
    async updateItem(id: number, values: Partial<typeof cartItems.$inferInsert>) {
      await db.update(cartItems).set(values).where(eq(cartItems.id, id));
    },
    async deleteItems(ids: number[]) {
      if (ids.length > 0) await db.delete(cartItems).where(inArray(cartItems.id, ids));
    },
    async touch(cartId: number) {
      await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    },
  };
}
