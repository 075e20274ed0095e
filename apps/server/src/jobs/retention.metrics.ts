import { Counter, Gauge, type Registry } from 'prom-client';
import { RETENTION_JOBS, type RetentionService } from './retention';

/**
 * The retention job's figures on /metrics, by job (the table it prunes): rows deleted, and
 * when the last run on this instance started and how long it took. A run that found another
 * instance at work counts too (0 deleted), so a stale timestamp means the job stopped here.
 */
export function registerRetentionMetrics(registry: Registry, retention: RetentionService) {
  const labelNames = ['job'] as const;
  const deleted = new Counter({
    name: 'ownless_retention_deleted_rows_total',
    help: 'Rows the retention job deleted on this instance, by job (the table it prunes).',
    labelNames,
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: 'ownless_retention_last_run_timestamp_seconds',
    help: 'When the retention job last ran on this instance, by job (Unix time).',
    labelNames,
    registers: [registry],
  });
  const duration = new Gauge({
    name: 'ownless_retention_last_run_duration_seconds',
    help: 'How long the last run of the retention job took on this instance, by job.',
    labelNames,
    registers: [registry],
  });
  for (const job of RETENTION_JOBS) deleted.inc({ job }, 0);
  retention.onRun((run) => {
    deleted.inc({ job: run.job }, run.deleted);
    lastRun.set({ job: run.job }, run.at.getTime() / 1000);
    duration.set({ job: run.job }, run.durationMs / 1000);
  });
}
