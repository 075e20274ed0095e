import { useEffect } from 'react';
import { useCartStore } from '@/stores/cart-store';
import { useSessionStore } from '@/stores/session-store';

/**
 * Fills the cart store when a session starts: at start-up when signed in, and after each
 * login (the token appears). Logout clears the store (lib/auth endSession). Renders nothing.
 */
export function CartSync() {
  const token = useSessionStore((state) => state.token);
  const fetchCart = useCartStore((state) => state.fetchCart);
  useEffect(() => {
    if (token) void fetchCart();
  }, [token, fetchCart]);
  return null;
}
