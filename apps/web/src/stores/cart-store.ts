import type { CartItem, RentalSelectionInput } from '@ownless/shared/rental';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '@/config/app';
import { api, ApiError, errorMessage, isApiError } from '@/lib/api-client';
import { onSessionEnd } from '@/lib/session-end';

/** The server's field errors, else its message, when a cart call fails. */
export type CartErrors = Record<string, string[]> | string | null;

/** POST /cart/add-to-cart body: the quote box's selection for one listing. */
export type AddToCartPayload = RentalSelectionInput & { listing_id: number };

/** GET /cart/:id, and `cartData` of the add and remove answers. */
export interface CartData {
  cartId: number;
  cartItems: CartItem[];
  cartItemsCount: number;
}

export type CartCall = 'add' | 'fetch' | 'remove';

export type CartResult =
  { ok: true; cart: CartData; message?: string } | { ok: false; error: ApiError };

/**
 * The cart (loading flag, errors, cartItems, cartItemCount, cartId default 0),
 * persisted across page loads, with its calls:
 * - add: list and count replaced from the response (and the cart's id kept, so the navbar
 *   links to the cart even before the user's activeCartId is refetched);
 * - fetch: list, count and cartId replaced, errors cleared;
 * - remove: list replaced from the response's cart data, count from its item count;
 * - add or fetch failure: list and count become null, errors from the response's errors
 *   field, else its message; removal failure: only errors;
 * - loading is true during each call; reset returns the initial values.
 */
export interface CartState {
  loading: boolean;
  errors: CartErrors;
  cartItems: CartItem[] | null;
  cartItemCount: number | null;
  cartId: number;
  /** Which calls are running (finer than `loading`, for buttons and rows). */
  pending: Record<CartCall, number>;
  /** The cart item being removed, for its row's spinner. */
  removingItemId: number | null;
  addToCart: (payload: AddToCartPayload) => Promise<CartResult>;
  /** GET /cart/:cartId, or the active cart (GET /cart) without an id. */
  fetchCart: (cartId?: number) => Promise<CartResult>;
  removeFromCart: (itemId: number) => Promise<CartResult>;
  /** Back to the initial values. */
  reset: () => void;
}

type CartValues = Pick<
  CartState,
  'loading' | 'errors' | 'cartItems' | 'cartItemCount' | 'cartId' | 'pending' | 'removingItemId'
>;

export const initialCartState: CartValues = {
  loading: false,
  errors: null,
  cartItems: [],
  cartItemCount: 0,
  cartId: 0,
  pending: { add: 0, fetch: 0, remove: 0 },
  removingItemId: null,
};

/** The response's errors field when it has one, else the message. */
export function cartErrorsOf(error: unknown): CartErrors {
  if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0)
    return error.errors;
  return errorMessage(error);
}

const asApiError = (error: unknown) =>
  isApiError(error) ? error : new ApiError(0, errorMessage(error));

/** Answers that arrive after a reset (logout) belong to the previous user: dropped. */
let generation = 0;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      /** Runs one call with the loading flags up, unless a reset happened meanwhile. */
      async function track<T>(
        call: CartCall,
        run: () => Promise<T>,
        onSuccess: (data: T) => Partial<CartValues>,
        onFailure: (error: unknown) => Partial<CartValues>,
      ): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
        const started = generation;
        const bump = (delta: number) => {
          const pending = { ...get().pending, [call]: Math.max(0, get().pending[call] + delta) };
          return { pending, loading: Object.values(pending).some((n) => n > 0) };
        };
        set(bump(1));
        try {
          const data = await run();
          if (started === generation) set({ ...onSuccess(data), ...bump(-1) });
          return { ok: true, data };
        } catch (error) {
          if (started === generation) set({ ...onFailure(error), ...bump(-1) });
          return { ok: false, error: asApiError(error) };
        }
      }

      return {
        ...initialCartState,

        async addToCart(payload) {
          const result = await track(
            'add',
            () => api.post<{ cartData: CartData; message: string }>('/cart/add-to-cart', payload),
            ({ cartData }) => ({
              cartItems: cartData.cartItems,
              cartItemCount: cartData.cartItemsCount,
              cartId: cartData.cartId || get().cartId,
            }),
            (error) => ({ cartItems: null, cartItemCount: null, errors: cartErrorsOf(error) }),
          );
          return result.ok
            ? { ok: true, cart: result.data.cartData, message: result.data.message }
            : result;
        },

        async fetchCart(cartId) {
          const result = await track(
            'fetch',
            () => api.get<CartData>(cartId ? `/cart/${cartId}` : '/cart'),
            (cart) => ({
              cartItems: cart.cartItems,
              cartItemCount: cart.cartItemsCount,
              cartId: cart.cartId,
              errors: null,
            }),
            (error) => ({ cartItems: null, cartItemCount: null, errors: cartErrorsOf(error) }),
          );
          return result.ok ? { ok: true, cart: result.data } : result;
        },

        async removeFromCart(itemId) {
          set({ removingItemId: itemId });
          const result = await track(
            'remove',
            () =>
              api.delete<{ cartData: CartData; cartItemCount: number; message: string }>(
                `/cart/${itemId}/remove-from-cart`,
              ),
            (data) => ({
              cartItems: data.cartData.cartItems,
              cartItemCount: data.cartItemCount,
              removingItemId: null,
            }),
            (error) => ({ errors: cartErrorsOf(error), removingItemId: null }),
          );
          return result.ok
            ? { ok: true, cart: result.data.cartData, message: result.data.message }
            : result;
        },

        reset() {
          generation += 1;
          set(initialCartState);
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // A call in flight does not survive a reload.
      partialize: ({ errors, cartItems, cartItemCount, cartId }) => ({
        errors,
        cartItems,
        cartItemCount,
        cartId,
      }),
      version: 0,
    },
  ),
);

onSessionEnd(() => {
  useCartStore.getState().reset();
  useCartStore.persist.clearStorage();
});

/** The number on the navbar's cart badge; null (after a failed call) counts as 0. */
export const cartCount = (state: Pick<CartState, 'cartItemCount'>) => state.cartItemCount ?? 0;
