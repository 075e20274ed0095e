import type { FastifyInstance } from 'fastify';
import { revealDueReviews } from '../modules/reviews/blind';

/**
 * In-process background work. Each job is idempotent and claims its rows with
 * FOR UPDATE SKIP LOCKED, so every instance of a scaled-out deployment can run it.
 */
export function startScheduler(app: FastifyInstance, everyMs = 60_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await app.services.reservations.expireOverdue();
      if (expired > 0) app.log.info({ expired }, 'expired overdue reservations');
      await revealDueReviews(app.database.db);
    } catch (error) {
      app.log.error({ err: error }, 'scheduled job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  app.addHook('onClose', async () => clearInterval(timer));
}
