import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request comes from this machine itself. The peer address is the socket's,
 * never X-Forwarded-For (a client writes whatever it likes there, and TRUST_PROXY would
 * believe it). A request that came through a reverse proxy on this machine has a loopback
 * peer too, so any forwarding header refuses: headers can only close, never open.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  if (!isLoopbackHost(req.socket.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}
