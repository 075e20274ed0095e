import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  CLIENT_EVENTS,
  type PresenceQueryAck,
  type SendMessageAck,
  type SendMessageRequest,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@ownless/shared';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on an ephemeral loopback port and answers the base URL. */
export async function listenEphemeral(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A connected client (WebSocket only, no reconnection), or the server's refusal as a
 * rejected promise carrying its message. Every socket opened here is closed by `closeAll`.
 */
export function connectSocket(
  baseUrl: string,
  token: string | undefined,
  options: { origin?: string } = {},
): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
    extraHeaders: options.origin ? { origin: options.origin } : undefined,
  });
  opened.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const opened = new Set<TestSocket>();
export function closeAllSockets() {
  for (const socket of opened) socket.close();
  opened.clear();
}

/** The next `event` the socket receives that `accept` takes (the test's timeout bounds the wait). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  accept: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!accept(payload)) return;
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Every `event` the socket receives from now on, in order. */
export function recordEvents<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
    seen.push(payload)) as never);
  return seen;
}

/** Asks the server which of these users are online (any payload, to test bad ones too). */
export function askPresence(socket: TestSocket, query: unknown): Promise<PresenceQueryAck> {
  return socket
    .timeout(10_000)
    .emitWithAck(CLIENT_EVENTS.PresenceQuery, query as { userIds: number[] });
}

/** Sends a chat message over the connection (any payload, to test bad ones too) and answers the acknowledgement. */
export function sendOverSocket(socket: TestSocket, body: unknown): Promise<SendMessageAck> {
  return socket.timeout(10_000).emitWithAck(CLIENT_EVENTS.SendMessage, body as SendMessageRequest);
}

/** Resolves when the server closes the connection, with socket.io's reason. */
export function closedByServer(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => {
    if (!socket.connected) return resolve('already closed');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}
