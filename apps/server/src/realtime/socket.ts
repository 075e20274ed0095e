import type { IncomingMessage } from 'node:http';
import {
  type ClientToServerEvents,
  type Locale,
  localeFromAcceptLanguage,
  presenceQuerySchema,
  type PresenceQueryAck,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
} from '@ownless/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Config } from '../config';
import { sendMessageOverSocket } from '../modules/chat/chat.socket';
import { watchRedis } from './redis-status';

interface SocketData {
  userId: number;
  /** The session (access token) the connection was opened with; closed when it ends. */
  sessionId: number;
  /** The language of its messages: the user's chosen one, else the browser's. */
  locale: Locale;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server on this instance's HTTP server. */
    io: RealtimeServer;
  }
}

/** Every connection of a user joins this room; events for the user go to it. */
export const userRoom = (userId: number) => `user:${userId}`;
/** Every connection opened with one session joins this room, so signing it out closes them. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
/** The Vite dev server proxies /socket.io from its own origin on this machine, on whatever WEB_PORT (scripts/dev.mjs). */
const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/;

/**
 * Same origin only. A browser page elsewhere could open a WebSocket (CORS does not apply
 * to it) — it would still need a token, but there is no reason to let it try. Clients
 * that are not browsers send no Origin and are judged by their token alone.
 */
export function originAllowed(
  req: IncomingMessage,
  config: Pick<Config, 'appUrl' | 'env' | 'trustProxy'>,
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.appUrl).origin) return true;
  const forwarded = config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : undefined) ??
    req.headers.host;
  if (host && url.host === host) return true;
  return config.env === 'development' && DEV_ORIGIN.test(url.origin);
}

/**
 * Socket.IO on the API's own port (docs/decisions/0008-chat.md): a connection shows its
 * bearer token in the handshake, joins its user's room, and receives what the services
 * announce through the hub. With REDIS_URL the Redis adapter carries events and presence
 * questions to every instance; when Redis is away, each instance goes on serving its own
 * sockets and HTTP, and catches up when Redis returns.
 */
export function attachRealtime(app: FastifyInstance) {
  const { config, services } = app;
  const log = app.log.child({ module: 'realtime' });
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, config)),
  });

  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    // Publishing fails at once while Redis is away (no queue growing in memory); the adapter
    // does not await its publishes, so a failure is swallowed here instead of crashing the
    // process as an unhandled rejection. Subscriptions wait for the connection and are
    // renewed by ioredis after every reconnect.
    const pub = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    const sub = new Redis(config.redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2_000 });
    const publish = pub.publish.bind(pub);
    pub.publish = ((channel: string, message: string) =>
      publish(channel, message).catch(() => 0)) as typeof pub.publish;
    // Likewise the adapter's unsubscriptions when the app closes: the connection is closed
    // right after, before Redis could answer them (or while it is away).
    const punsubscribe = sub.punsubscribe.bind(sub);
    const unsubscribe = sub.unsubscribe.bind(sub);
    sub.punsubscribe = ((...patterns: string[]) =>
      punsubscribe(...patterns).catch(() => 0)) as typeof sub.punsubscribe;
    sub.unsubscribe = ((...channels: string[]) =>
      unsubscribe(...channels).catch(() => 0)) as typeof sub.unsubscribe;
    for (const [client, role] of [
      [pub, 'publisher'],
      [sub, 'subscriber'],
    ] as const) {
      let healthy = true;
      client.on('error', (error) => {
        if (!healthy) return;
        healthy = false;
        log.warn(
          { err: error, role },
          'Redis is unreachable: real-time events reach only this instance until it is back',
        );
      });
      client.on('ready', () => {
        if (healthy) return;
        healthy = true;
        log.info({ role }, 'Redis is back: real-time events reach every instance again');
      });
      redisClients.push(client);
      watchRedis(app, role, client);
    }
    io.adapter(createAdapter(pub, sub, { key: 'ownless-socket.io', requestsTimeout: 2_000 }));
  }

  let lastPresenceWarning = 0;
  /** Users among these with an open connection on any instance (this one alone when Redis fails). */
  async function onlineAmong(userIds: number[]): Promise<Set<number>> {
    const rooms = userIds.map(userRoom);
    let sockets;
    try {
      sockets = await io.in(rooms).fetchSockets();
    } catch (error) {
      // One line a minute: under a storm of disconnections every question may time out.
      if (Date.now() - lastPresenceWarning > 60_000) {
        lastPresenceWarning = Date.now();
        log.warn(
          { err: error },
          'presence across instances is unavailable; answering for this instance',
        );
      }
      sockets = await io.local.in(rooms).fetchSockets();
    }
    return new Set(sockets.map((s) => s.data.userId));
  }
  services.realtime.usePresence(onlineAmong);
  app.decorate('io', io);

  /** Tells everyone who shares a chat with the user; going offline only when no tab is left. */
  async function announce(userId: number, online: boolean) {
    // Another tab here answers without asking the other instances.
    if (!online && (io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0) return;
    if (!online && (await onlineAmong([userId])).has(userId)) return;
    const contacts = await services.chat.contactsOf(userId);
    if (contacts.length > 0)
      io.to(contacts.map(userRoom)).emit('PresenceChanged', { userId, online });
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !TOKEN.test(token))
      return next(new Error(SOCKET_UNAUTHORIZED));
    services.auth.authenticate(token).then(
      (session) => {
        if (!session) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.userId = session.userId;
        socket.data.sessionId = session.tokenId;
        socket.data.locale =
          session.locale ?? localeFromAcceptLanguage(socket.handshake.headers['accept-language']);
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'socket authentication failed');
        next(new Error('Real time is unavailable right now.'));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, sessionId, locale } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    const fail = (error: unknown) => log.warn({ err: error, userId }, 'presence update failed');
    announce(userId, true).catch(fail);
    socket.on('disconnect', () => {
      announce(userId, false).catch(fail);
    });
    socket.on('PresenceQuery', (query, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = presenceQuerySchema.safeParse(query);
      if (!parsed.success) return ack({ online: [] });
      // Presence is told only about people one chats with.
      services.chat
        .contactsOf(userId)
        .then(async (contacts) => {
          const known = new Set(contacts);
          const asked = parsed.data.userIds.filter((id) => known.has(id));
          const online = await onlineAmong(asked);
          return { online: asked.filter((id) => online.has(id)) } satisfies PresenceQueryAck;
        })
        .then(ack, (error: unknown) => {
          fail(error);
          ack({ online: [] });
        });
    });
    const sendMessage = sendMessageOverSocket(app, userId, log, locale);
    socket.on('SendMessage', (body, ack) => {
      if (typeof ack === 'function') void sendMessage(body).then(ack);
    });
  });

  const stops = [
    services.realtime.on('messageCreated', (e) => {
      io.to([userRoom(e.senderId), userRoom(e.receiverId)]).emit('MessageCreated', {
        chat_id: e.chatId,
        receiver_id: e.receiverId,
        message: e.message,
      });
    }),
    services.realtime.on('chatRead', (e) => {
      io.to(userRoom(e.readerId)).emit('ChatRead', {
        chat_id: e.chatId,
        reader_id: e.readerId,
        count: e.count,
      });
    }),
    // A session that ends (sign-out, "sign out everywhere", a new password, suspension)
    // takes its open connections with it, on every instance.
    services.realtime.on('sessionsEnded', (e) => {
      const sockets =
        e.sessionId !== undefined ? io.in(sessionRoom(e.sessionId)) : io.in(userRoom(e.userId));
      (e.exceptSessionId !== undefined
        ? sockets.except(sessionRoom(e.exceptSessionId))
        : sockets
      ).disconnectSockets(true);
    }),
    services.realtime.on('reservationUpdated', (e) => {
      io.to([userRoom(e.renterId), userRoom(e.ownerId)]).emit('ReservationUpdated', {
        reservation_id: e.reservationId,
        status: e.status,
        renter_id: e.renterId,
        owner_id: e.ownerId,
      });
    }),
  ];

  // Open sockets would keep the HTTP server from closing: they go first.
  app.addHook('preClose', async () => {
    for (const stop of stops) stop();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    for (const client of redisClients) client.disconnect();
  });
}
