import type { AddToCartResponse, RemoveFromCartResponse } from '@ownless/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/config/app';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { answer, answerError, answerNetworkError, holdAnswer, sentRequests } from '@/testing/api';
import { cartItemFixture } from '@/testing/cart-fixtures';
import { cartCount, initialCartState, useCartStore, type CartData } from './cart-store';

const one = cartItemFixture({ id: 1 });
const two = cartItemFixture({ id: 2 });
const cart = (items = [one, two], cartId = 12): CartData => ({
  cartId,
  cartItems: items,
  cartItemsCount: items.length,
});
const payload = {
  listing_id: 11,
  frequency: 'Daily' as const,
  start_at: '2030-05-10',
  units: 2,
  quantity: 1,
  fulfilment: 'pickup' as const,
};

const ADD = '/cart/add-to-cart';
const REMOVE = '/cart/:id/remove-from-cart';

const state = () => useCartStore.getState();

describe('cart store', () => {
  beforeEach(() => {
    useCartStore.setState(initialCartState);
  });

  it('starts with the initial values: cartId 0, empty list, count 0, no errors', () => {
    expect(state()).toMatchObject({
      loading: false,
      errors: null,
      cartItems: [],
      cartItemCount: 0,
      cartId: 0,
    });
  });

  it('add: posts the payload as given and replaces list and count from the response', async () => {
    useCartStore.setState({ cartItems: [one], cartItemCount: 1, cartId: 12 });
    answer<AddToCartResponse>('post', ADD, {
      cartData: cart([one, two]),
      message: 'Added to your cart.',
    });
    const result = await state().addToCart(payload);
    expect(sentRequests().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/cart/add-to-cart', payload],
    ]);
    expect(result).toMatchObject({ ok: true, message: 'Added to your cart.' });
    expect(state().cartItems).toEqual([one, two]);
    expect(state().cartItemCount).toBe(2);
    expect(state().cartId).toBe(12);
  });

  it('add: keeps the id of the cart the item went into (the first add creates the cart)', async () => {
    answer<AddToCartResponse>('post', ADD, { cartData: cart([one], 31), message: 'Added.' });
    await state().addToCart(payload);
    expect(state().cartId).toBe(31);
  });

  it('add failure: list and count become null, errors from the response errors', async () => {
    useCartStore.setState({ cartItems: [one], cartItemCount: 1 });
    answerError('post', ADD, 409, {
      message: 'Not available.',
      errors: { start_at: ['It is already booked for some of those dates.'] },
    });
    const result = await state().addToCart(payload);
    expect(result.ok).toBe(false);
    expect(state().cartItems).toBeNull();
    expect(state().cartItemCount).toBeNull();
    expect(state().errors).toEqual({ start_at: ['It is already booked for some of those dates.'] });
    expect(state().loading).toBe(false);
  });

  it('add failure without an errors field: errors is the message', async () => {
    answerError('post', ADD, 404, { message: 'This listing does not exist.' });
    await state().addToCart(payload);
    expect(state().errors).toBe('This listing does not exist.');
    expect(state().cartItems).toBeNull();
    expect(state().cartItemCount).toBeNull();
  });

  it('fetch: replaces list, count and cartId and clears errors', async () => {
    useCartStore.setState({ errors: 'Earlier failure', cartItems: null, cartItemCount: null });
    answer('get', '/cart/44', cart([two], 44));
    await state().fetchCart(44);
    expect(sentRequests().map(({ method, url }) => [method, url])).toEqual([
      ['GET', '/api/cart/44'],
    ]);
    expect(state()).toMatchObject({ cartItems: [two], cartItemCount: 1, cartId: 44, errors: null });
  });

  it('fetch without an id asks for the active cart', async () => {
    answer('get', '/cart', cart([], 7));
    await state().fetchCart();
    expect(sentRequests().map(({ method, url }) => [method, url])).toEqual([['GET', '/api/cart']]);
    expect(state()).toMatchObject({ cartItems: [], cartItemCount: 0, cartId: 7 });
  });

  it('fetch failure: list and count become null, errors set (errors field, else message)', async () => {
    useCartStore.setState({ cartItems: [one], cartItemCount: 1, cartId: 12 });
    answerError('get', '/cart/99', 403, { message: 'That cart is not yours.' });
    await state().fetchCart(99);
    expect(state()).toMatchObject({
      cartItems: null,
      cartItemCount: null,
      errors: 'That cart is not yours.',
      cartId: 12,
    });
  });

  it('a network failure stores the administrator message', async () => {
    answerNetworkError('get', '/cart/12');
    await state().fetchCart(12);
    expect(state().errors).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('remove: list from the response’s cartData, count from its cartItemCount', async () => {
    useCartStore.setState({ cartItems: [one, two], cartItemCount: 2, cartId: 12 });
    answer<RemoveFromCartResponse>('delete', REMOVE, {
      // The two counts differ on purpose: the store must read cartItemCount.
      cartData: { cartId: 12, cartItems: [two], cartItemsCount: 5 },
      cartItemCount: 1,
      message: 'Removed from your cart.',
    });
    await state().removeFromCart(1);
    expect(sentRequests().map(({ method, url }) => [method, url])).toEqual([
      ['DELETE', '/api/cart/1/remove-from-cart'],
    ]);
    expect(state().cartItems).toEqual([two]);
    expect(state().cartItemCount).toBe(1);
    expect(state().removingItemId).toBeNull();
  });

  it('remove failure: only errors is set; list and count stay', async () => {
    useCartStore.setState({ cartItems: [one, two], cartItemCount: 2, cartId: 12 });
    answerError('delete', REMOVE, 404, {
      message: 'That item is not in a cart.',
      errors: { id: ['That item is not in a cart.'] },
    });
    const result = await state().removeFromCart(1);
    expect(result.ok).toBe(false);
    expect(state()).toMatchObject({
      cartItems: [one, two],
      cartItemCount: 2,
      cartId: 12,
      errors: { id: ['That item is not in a cart.'] },
    });
  });

  it('loading is true during each call and false after it', async () => {
    for (const [method, path, run] of [
      ['post', ADD, () => state().addToCart(payload)],
      ['get', '/cart/12', () => state().fetchCart(12)],
      ['delete', REMOVE, () => state().removeFromCart(1)],
    ] as const) {
      const call = holdAnswer(method, path);
      const running = run();
      expect(state().loading).toBe(true);
      call.release(
        method === 'get' ? cart() : { cartData: cart(), cartItemCount: 2, message: 'ok' },
      );
      await running;
      expect(state().loading).toBe(false);
    }
  });

  it('loading stays true until the last of two overlapping calls ends', async () => {
    // The newest handler answers first: `first` takes the first request, `second` the next.
    const second = holdAnswer('get', '/cart/12', { once: true });
    const first = holdAnswer('get', '/cart/12', { once: true });
    const a = state().fetchCart(12);
    const b = state().fetchCart(12);
    first.release(cart());
    await a;
    expect(state().loading).toBe(true);
    second.release(cart());
    await b;
    expect(state().loading).toBe(false);
  });

  it('reset returns the initial values, and an answer arriving after it is dropped', async () => {
    const call = holdAnswer('get', '/cart/12');
    useCartStore.setState({ cartItems: [one], cartItemCount: 1, cartId: 12, errors: 'x' });
    const running = state().fetchCart(12);
    state().reset();
    expect(state()).toMatchObject({
      loading: false,
      errors: null,
      cartItems: [],
      cartItemCount: 0,
      cartId: 0,
    });
    call.release(cart([one, two], 12));
    await running;
    expect(state().cartItems).toEqual([]);
    expect(state().cartId).toBe(0);
  });

  it('persists list, count, cartId and errors across reloads, not the loading flags', async () => {
    answer('get', '/cart/12', cart([one], 12));
    await state().fetchCart(12);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(stored.state).toEqual({ errors: null, cartItems: [one], cartItemCount: 1, cartId: 12 });

    useCartStore.setState(initialCartState);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    await useCartStore.persist.rehydrate();
    expect(state()).toMatchObject({
      cartItems: [one],
      cartItemCount: 1,
      cartId: 12,
      loading: false,
    });
  });

  it('the badge count treats null (after a failure) as 0', () => {
    expect(cartCount({ cartItemCount: null })).toBe(0);
    expect(cartCount({ cartItemCount: 3 })).toBe(3);
  });
});
