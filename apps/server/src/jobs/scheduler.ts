import type { FastifyInstance } from 'fastify';

/**
 * In-process background work. Each job is idempotent and claims its rows with
 * FOR UPDATE SKIP LOCKED, so every instance of a scaled-out deployment can run it.
 */
export function startScheduler(
  app: FastifyInstance,
  options: {
    expiryEveryMs?: number;
    mailEveryMs?: number;
    retentionEveryMs?: number;
    icalEveryMs?: number;
  } = {},
) {
  const jobs: { name: string; everyMs: number; run: () => Promise<void> }[] = [
    {
      name: 'expire overdue reservations',
      everyMs: options.expiryEveryMs ?? 60_000,
      async run() {
        const expired = await app.services.reservations.expireOverdue();
        if (expired > 0) app.log.info({ expired }, 'expired overdue reservations');
      },
    },
    {
      // Deposits (decision 0027): holds about to lapse, claim windows closed, claims unanswered.
      name: 'settle due deposits',
      everyMs: options.expiryEveryMs ?? 60_000,
      async run() {
        const settled = await app.services.reservations.settleDueDeposits();
        if (settled > 0) app.log.info({ settled }, 'settled due deposits');
      },
    },
    {
      // Blind reviews (decision 0009): those whose 14 days ran out count in ratings now.
      name: 'reveal reviews past their blind period',
      everyMs: options.expiryEveryMs ?? 60_000,
      async run() {
        await app.services.reviews.revealDue();
      },
    },
    {
      // A person waits for this e-mail, so the queue is looked at as often as mail's.
      name: 'prepare data exports',
      everyMs: options.mailEveryMs ?? 5_000,
      async run() {
        const prepared = await app.services.privacy.prepareDue();
        if (prepared > 0) app.log.info({ prepared }, 'data exports prepared');
      },
    },
  ];
  jobs.push({
    // Ended tokens, old mail, Stripe events and change log rows (jobs/retention.ts).
    name: 'delete rows past retention',
    everyMs: options.retentionEveryMs ?? 10 * 60_000,
    async run() {
      const runs = await app.services.retention.run();
      const deleted = Object.fromEntries(runs.map((run) => [run.job, run.deleted]));
      if (runs.some((run) => run.deleted > 0)) app.log.info({ deleted }, 'retention pass');
    },
  });
  jobs.push({
    // Imported calendars (decision 0028): each due feed is claimed by one instance.
    name: 'sync imported calendars',
    everyMs: options.icalEveryMs ?? 60_000,
    async run() {
      const synced = await app.services.calendar.syncDue();
      if (synced > 0) app.log.info({ synced }, 'imported calendars synced');
    },
  });
  if (!app.services.mail.outboxOnly) {
    // Retries come due here; new messages are also sent right after they are queued.
    jobs.push({
      name: 'deliver due mail',
      everyMs: options.mailEveryMs ?? 5_000,
      async run() {
        const outcome = await app.services.mail.deliverDue();
        if (outcome.sent + outcome.retry + outcome.failed > 0)
          app.log.info(outcome, 'mail delivery pass');
      },
    });
  }

  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    void tick();
    return timer;
  });
  const stop = () => timers.forEach(clearInterval);
  // server.ts starts the jobs once migrated, after it listens, when Fastify takes no more
  // hooks: it stops them itself (the returned function) before closing.
  if (!app.server.listening) app.addHook('onClose', async () => stop());
  return stop;
}
