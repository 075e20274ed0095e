import { t } from '@lingui/core/macro';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { io as createSocket, Socket } from 'socket.io-client';

/**
 * The one real-time connection of a signed-in tab (architecture: Socket.IO on the same
 * origin, authenticated with the bearer token). socket.io-client is imported only when a
 * session starts, so guests never download it. Features listen through `useSocketEvent`
 * and catch up through `useSocketConnected` (every connect, and every reconnect after a
 * network loss, asks them to refetch what they may have missed).
 */

export type SocketStatus = 'off' | 'connecting' | 'online' | 'offline';

type EventHandler = (payload: unknown) => void;
/** `reconnect` is false for the first connection of a session. */
type ConnectHandler = (info: { reconnect: boolean }) => void;

const eventHandlers = new Map<string, Set<EventHandler>>();
const connectHandlers = new Set<ConnectHandler>();
const statusListeners = new Set<() => void>();

let socket: Socket | null = null;
let sessionToken: string | null = null;
// Bumped by every connect and disconnect, so an import that finishes late cannot revive a
// session that ended (or was replaced) meanwhile.
let generation = 0;
let status: SocketStatus = 'off';

function setStatus(next: SocketStatus) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

function dispatch(event: string, payload: unknown) {
  eventHandlers.get(event)?.forEach((handler) => {
    try {
      handler(payload);
    } catch (error) {
      console.error(`A handler of the real-time event ${event} failed.`, error);
    }
  });
}

/** Opens the connection for this token (no-op when it is already open for it). */
export async function connectSocket(token: string): Promise<void> {
  if (sessionToken === token && status !== 'off') return;
  disconnectSocket();
  const current = ++generation;
  sessionToken = token;
  setStatus('connecting');
  let io: typeof createSocket;
  try {
    ({ io } = await import('socket.io-client'));
  } catch (error) {
    console.error('The real-time client could not be loaded.', error);
    if (current === generation) setStatus('offline');
    return;
  }
  if (current !== generation) return;

  const connection = io({
    path: '/socket.io',
    // WebSocket only: with several server instances behind a load balancer, HTTP
    // long-polling would need sticky sessions; a WebSocket stays on the instance it opened.
    transports: ['websocket'],
    // A function, so every reconnection presents the token of the session it belongs to.
    auth: (send) => send({ token: sessionToken }),
  });
  socket = connection;
  let connectedBefore = false;
  connection.onAny((event: string, payload: unknown) => dispatch(event, payload));
  connection.on('connect', () => {
    setStatus('online');
    const reconnect = connectedBefore;
    connectedBefore = true;
    connectHandlers.forEach((handler) => handler({ reconnect }));
  });
  connection.on('disconnect', () => setStatus('offline'));
  connection.on('connect_error', () => setStatus('offline'));
}

/** Closes the connection (logout, or another tab signed out). */
export function disconnectSocket() {
  generation++;
  sessionToken = null;
  if (socket) {
    socket.offAny();
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  setStatus('off');
}

/** Nothing was sent: the connection was not open. The caller may safely try another way. */
export class SocketOfflineError extends Error {
  constructor() {
    super(t`The real-time connection is not open.`);
    this.name = 'SocketOfflineError';
  }
}

/**
 * Sends an event and waits for the server's acknowledgement. Rejects with
 * SocketOfflineError when offline (nothing sent), or with a timeout error when no answer
 * came (the server may or may not have acted on it).
 */
export async function emitWithAck<T>(
  event: string,
  payload: unknown,
  timeoutMs = 5000,
): Promise<T> {
  // A tab that just opened is still connecting: a moment's wait keeps the event on the
  // connection rather than sending it another way.
  if (status === 'connecting') await untilSettled(CONNECTING_WAIT_MS);
  if (!socket?.connected) throw new SocketOfflineError();
  return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
}

/** How long an event waits for a connection being opened. */
const CONNECTING_WAIT_MS = 3000;

/** Resolves when the connection stops connecting (online, offline or off), or after `ms`. */
function untilSettled(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      statusListeners.delete(check);
      resolve();
    };
    const check = () => {
      if (status !== 'connecting') done();
    };
    const timer = setTimeout(done, ms);
    statusListeners.add(check);
  });
}

export function subscribeSocketEvent(event: string, handler: EventHandler): () => void {
  let handlers = eventHandlers.get(event);
  if (!handlers) eventHandlers.set(event, (handlers = new Set()));
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export function subscribeSocketConnected(handler: ConnectHandler): () => void {
  connectHandlers.add(handler);
  return () => {
    connectHandlers.delete(handler);
  };
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
};

export const getSocketStatus = () => status;

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeStatus, getSocketStatus, () => 'off' as const);
}

/** Calls `handler` with the payload of every `event` while mounted (the latest handler). */
export function useSocketEvent(event: string, handler: EventHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeSocketEvent(event, (payload) => latest.current(payload)), [event]);
}

/** Calls `handler` whenever the connection opens (again). */
export function useSocketConnected(handler: ConnectHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeSocketConnected((info) => latest.current(info)), []);
}
