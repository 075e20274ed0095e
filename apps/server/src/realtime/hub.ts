import { EventEmitter } from 'node:events';
import type { ChatMessage, ReservationStatus } from '@ownless/shared';

/**
 * What services tell the real-time layer, after their transaction committed. Services
 * emit; the Socket.IO plugin (realtime/socket.ts) listens and delivers to users' rooms,
 * so no service knows about sockets, and a test app without sockets loses nothing.
 */
export interface DomainEvents {
  messageCreated: { chatId: number; senderId: number; receiverId: number; message: ChatMessage };
  chatRead: { chatId: number; readerId: number; count: number };
  reservationUpdated: {
    reservationId: number;
    renterId: number;
    ownerId: number;
    status: ReservationStatus;
  };
  /** Sessions of a user ended: one (`sessionId`), or all of them but `exceptSessionId` when given. */
  sessionsEnded: SessionsEnded;
}

export interface SessionsEnded {
  userId: number;
  sessionId?: number;
  exceptSessionId?: number;
}

/** Who is connected now; the socket plugin supplies the real answer once it is attached. */
export type PresenceSource = (userIds: number[]) => Promise<Set<number>>;

export function realtimeHub() {
  const emitter = new EventEmitter();
  let presence: PresenceSource = async () => new Set();
  return {
    emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]) {
      emitter.emit(name, event);
    },
    on<K extends keyof DomainEvents>(name: K, listener: (event: DomainEvents[K]) => void) {
      emitter.on(name, listener);
      return () => void emitter.off(name, listener);
    },
    usePresence(source: PresenceSource) {
      presence = source;
    },
    /** The subset of these users with at least one open connection (on any instance). */
    onlineAmong(userIds: number[]): Promise<Set<number>> {
      return userIds.length === 0 ? Promise.resolve(new Set()) : presence(userIds);
    },
  };
}
export type RealtimeHub = ReturnType<typeof realtimeHub>;
