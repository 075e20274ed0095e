import { useCallback, useState } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, CurrentUserResponse, MessageResponse } from '@ownless/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { api, isApiError } from './api-client';
import type { SessionCheck } from './access';
import { forgetSessionState } from './session-end';

/**
 * The signed-in user lives in TanStack Query under ['me']; the session store only holds the
 * token (architecture: "a small persisted store for the session token").
 */
export const userQueryKey = ['me'] as const;

/** GET /api/user/personal/info → { data: CurrentUser }; 401 when the token is invalid. */
export const getCurrentUser = (signal?: AbortSignal) =>
  api.get<CurrentUserResponse>('/user/personal/info', { signal }).then((body) => body.data);

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

/** The current user while a token is stored; disabled (no data) when signed out. */
export function useUser() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getUserQueryOptions(), enabled: token !== null });
}

/** The signed-in user, or undefined for guests (and while the user loads). */
export function useCurrentUser(): CurrentUser | undefined {
  const token = useSessionStore((state) => state.token);
  const { data } = useUser();
  return token ? data : undefined;
}

/** After login, two-factor or signup: keep the token and the user it came with. */
export function startSession(queryClient: QueryClient, token: string, user: CurrentUser) {
  useSessionStore.getState().signIn(token);
  queryClient.setQueryData(userQueryKey, user);
}

/**
 * Forgets everything that belonged to the user (at logout, or when the token is rejected): the
 * token, every cached query, the persisted cart and chat summaries and the sidebar's session flags
 * (each store registers its reset in lib/session-end).
 */
export function endSession(queryClient: QueryClient, reason: 'logout' | 'rejected' = 'logout') {
  const session = useSessionStore.getState();
  if (reason === 'rejected') session.reject();
  else session.clear();
  queryClient.clear();
  forgetSessionState();
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Start-up: with a stored token, load the user before the router mounts. A failure
 * is logged and the app mounts anyway; a token the server rejects is removed (signed out).
 */
export async function loadSessionAtStartup(queryClient: QueryClient, timeoutMs = 8000) {
  if (!useSessionStore.getState().token) return;
  const load = queryClient
    .fetchQuery({ ...getUserQueryOptions(), retry: false })
    .then(() => undefined)
    .catch((error: unknown) => {
      console.error('Could not load the signed-in user at start-up.', error);
      if (isUnauthorized(error)) endSession(queryClient, 'rejected');
    });
  // A server that does not answer must not keep the app from mounting.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([load, timeout]);
}

/**
 * Route guard: no token → none; with a token, check it by fetching the user (the
 * cached user answers at once and is refreshed in the background when stale); a rejected
 * token is removed. Other failures (network) are thrown to the route's error page.
 */
export async function checkSession(queryClient: QueryClient): Promise<SessionCheck> {
  const { token, tokenRejected } = useSessionStore.getState();
  if (!token) return tokenRejected ? { kind: 'invalid' } : { kind: 'none' };
  try {
    const user = await queryClient.ensureQueryData({
      ...getUserQueryOptions(),
      revalidateIfStale: true,
    });
    return { kind: 'user', user };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    endSession(queryClient, 'rejected');
    return { kind: 'invalid' };
  }
}

/**
 * A user fetch that fails after start-up signs the user out: when any call answers 401 while
 * signed in, the user is re-checked; a 401 on the user itself ends the session.
 */
export function watchSession(queryClient: QueryClient): () => void {
  const onError = (queryKey: readonly unknown[] | undefined, error: unknown) => {
    if (!isUnauthorized(error) || !useSessionStore.getState().token) return;
    // Outside the cache's own notification, which clearing the cache would re-enter.
    queueMicrotask(() => {
      if (queryKey?.[0] === userQueryKey[0]) endSession(queryClient, 'rejected');
      else void queryClient.invalidateQueries({ queryKey: userQueryKey });
    });
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      onError(event.query.queryKey, event.action.error);
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      onError(undefined, event.action.error);
    }
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/**
 * Logout: POST /logout, then clear user, token, cart and chat state and go to the
 * login page. The local sign-out happens even when the server cannot be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api.post<MessageResponse>('/logout');
    } catch (error) {
      console.warn('The server could not end the session; signing out on this device.', error);
    }
    endSession(queryClient);
    setPending(false);
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  return { logout, isPending };
}
