import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '@/config/app';

export type CartErrors = Record<string, string[]> | string | null;

/**
 * The cart summary of spec §3: loading flag, errors, cartItems, cartItemCount and cartId
 * (default 0), persisted across page loads. The cart feature fills it from the cart calls
 * (spec §4 "Cart"); the navbar only reads the count. Item fields arrive with that feature.
 */
export interface CartState {
  loading: boolean;
  errors: CartErrors;
  cartItems: unknown[] | null;
  cartItemCount: number | null;
  cartId: number;
  /** Back to the initial values (spec §4: "A reset returns the cart to its initial values"). */
  reset: () => void;
}

export const initialCartState = {
  loading: false,
  errors: null,
  cartItems: [],
  cartItemCount: 0,
  cartId: 0,
} satisfies Omit<CartState, 'reset'>;

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...initialCartState,
      reset: () => set(initialCartState),
    }),
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

/** The number on the navbar's cart badge; null (after a failed call) counts as 0. */
export const cartCount = (state: Pick<CartState, 'cartItemCount'>) => state.cartItemCount ?? 0;
