import type { CurrentUserResponse, ErrorResponse } from '@ownless/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CHAT_STORAGE_KEY } from '@/config/app';
import { useCartStore } from '@/stores/cart-store';
import { useChatStore } from '@/stores/chat-store';
import { useSessionStore } from '@/stores/session-store';
import { cartItemFixture } from '@/testing/cart-fixtures';
import { demoUser } from '@/testing/user-fixtures';
import {
  checkSession,
  endSession,
  getUserQueryOptions,
  loadSessionAtStartup,
  startSession,
  userQueryKey,
  watchSession,
} from './auth';
import { createQueryClient } from './query-client';
import { answer, answerError, answerNetworkError, sentRequests } from '../testing/api';

const USER_INFO = '/user/personal/info';
const answerUser = (body: CurrentUserResponse) => answer('get', USER_INFO, body);
const answerUserError = (status: number, body: ErrorResponse) =>
  answerError('get', USER_INFO, status, body);

describe('session', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, tokenRejected: false });
  });

  it('keeps the raw token in localStorage under `token`', () => {
    useSessionStore.getState().signIn('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    useSessionStore.getState().clear();
    expect(localStorage.getItem('token')).toBeNull();
  });

  describe('start-up', () => {
    it('loads the user before mounting when a token is stored', async () => {
      useSessionStore.getState().signIn('tok-1');
      answerUser({ data: demoUser });
      const client = createQueryClient();
      await loadSessionAtStartup(client);
      expect(client.getQueryData(userQueryKey)).toEqual(demoUser);
      expect(sentRequests()[0]!.headers.authorization).toBe('Bearer tok-1');
    });

    it('does not call the server without a token', async () => {
      answerUser({ data: demoUser });
      await loadSessionAtStartup(createQueryClient());
      expect(sentRequests()).toEqual([]);
    });

    it('removes a token the server rejects and remembers why', async () => {
      useSessionStore.getState().signIn('garbage');
      answerUserError(401, { message: 'Please sign in.' });
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadSessionAtStartup(createQueryClient());
      expect(useSessionStore.getState()).toMatchObject({ token: null, tokenRejected: true });
      expect(localStorage.getItem('token')).toBeNull();
      expect(log).toHaveBeenCalled();
    });

    it('logs a network failure, keeps the token and still resolves', async () => {
      useSessionStore.getState().signIn('tok-1');
      answerNetworkError('get', USER_INFO);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadSessionAtStartup(createQueryClient());
      expect(useSessionStore.getState().token).toBe('tok-1');
      expect(log).toHaveBeenCalled();
    });
  });

  describe('checkSession (the guard’s token check)', () => {
    it('is none without a token, invalid after a rejection', async () => {
      const client = createQueryClient();
      await expect(checkSession(client)).resolves.toEqual({ kind: 'none' });
      useSessionStore.getState().reject();
      await expect(checkSession(client)).resolves.toEqual({ kind: 'invalid' });
    });

    it('fetches the user with the token', async () => {
      useSessionStore.getState().signIn('tok-1');
      answerUser({ data: demoUser });
      await expect(checkSession(createQueryClient())).resolves.toEqual({
        kind: 'user',
        user: demoUser,
      });
    });

    it('removes an invalid token and reports it', async () => {
      useSessionStore.getState().signIn('garbage');
      answerUserError(401, { message: 'Please sign in.' });
      await expect(checkSession(createQueryClient())).resolves.toEqual({ kind: 'invalid' });
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('lets other failures through to the error page', async () => {
      useSessionStore.getState().signIn('tok-1');
      answerUserError(503, { message: 'Down for maintenance' });
      const client = createQueryClient();
      client.setDefaultOptions({ queries: { retry: false } });
      await expect(checkSession(client)).rejects.toMatchObject({ status: 503 });
      expect(useSessionStore.getState().token).toBe('tok-1');
    });
  });

  it('endSession clears the user, token, cart and chat, also in storage at logout', () => {
    const client = createQueryClient();
    startSession(client, 'tok-1', demoUser);
    client.setQueryData(['listings', 1], { items: [] });
    useCartStore.setState({ cartItems: [cartItemFixture()], cartItemCount: 3, cartId: 12 });
    useChatStore.getState().setUnreadCount(5);
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();

    endSession(client);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(useCartStore.getState()).toMatchObject({ cartItems: [], cartItemCount: 0, cartId: 0 });
    expect(useChatStore.getState().unreadCount).toBe(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it('ends the session when the user query answers 401 after start-up', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    startSession(client, 'tok-1', demoUser);
    const stop = watchSession(client);
    answerUserError(401, { message: 'Please sign in.' });
    await client.fetchQuery({ ...getUserQueryOptions(), staleTime: 0 }).catch(() => {});
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useSessionStore.getState().tokenRejected).toBe(true);
    stop();
  });
});
