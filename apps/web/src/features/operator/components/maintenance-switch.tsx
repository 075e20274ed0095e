import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useMaintenance, useSetMaintenance } from '../api/console';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusPill, formatWhen } from './console-ui';

/** "5 minutes", "90 seconds": the server's Retry-After as people say it. */
function describeSeconds(seconds: number) {
  const minutes = seconds / 60;
  return seconds % 60 === 0
    ? plural(minutes, { one: '# minute', other: '# minutes' })
    : plural(seconds, { one: '# second', other: '# seconds' });
}

/** The operators' maintenance switch (GET/PUT /admin/maintenance). */
export function MaintenanceSwitch() {
  const { t } = useLingui();
  const id = useId();
  const query = useMaintenance();
  const update = useSetMaintenance();
  const [asking, setAsking] = useState<boolean | null>(null);

  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError)
    return <QueryError query={query} title={t`The maintenance state could not be loaded`} />;
  const state = query.data;
  const changed = state.updated_at ? formatWhen(state.updated_at) : '';
  const retryAfter = describeSeconds(state.retry_after_seconds);

  return (
    <AdminSection title={t`Maintenance mode`} id={`${id}-maintenance`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p data-testid="maintenance-state">
            {state.active ? (
              <Trans>
                The marketplace is <StatusPill tone="bad">closed for maintenance</StatusPill>
              </Trans>
            ) : (
              <Trans>
                The marketplace is <StatusPill tone="good">open</StatusPill>
              </Trans>
            )}
          </p>
          {state.forced_by_env && (
            <Alert tone="warning">
              <Trans>
                <bdi>MAINTENANCE_MODE=true</bdi> is set on the server: the switch cannot open the
                marketplace until it is removed.
              </Trans>
            </Alert>
          )}
          {state.updated_at && (
            <p>
              <Trans>Switch last changed {changed}.</Trans>
            </p>
          )}
        </div>
        <label
          htmlFor={`${id}-switch`}
          className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold"
        >
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            className="peer sr-only"
            checked={state.switch_on}
            aria-checked={state.switch_on}
            disabled={update.isPending}
            onChange={(event) => setAsking(event.target.checked)}
            data-testid="maintenance-switch"
          />
          <span
            aria-hidden="true"
            className="relative h-7 w-12 rounded-full bg-slate-300 transition-colors peer-checked:bg-red-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:start-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5 dark:bg-slate-700"
          />
          <Trans>Maintenance switch</Trans>
        </label>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t`Close the marketplace for maintenance?` : t`Open the marketplace again?`}
        confirmLabel={asking ? t`Turn maintenance on` : t`Turn maintenance off`}
        confirmVariant={asking === true ? 'danger' : 'primary'}
        reason={{ label: t`Note`, required: false, hint: t`Kept in the audit log.` }}
        busy={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onConfirm={(message) =>
          update.mutate({ on: asking === true, message }, { onSuccess: () => setAsking(null) })
        }
        onClose={() => setAsking(null)}
        testId="maintenance-dialog"
      >
        {asking ? (
          <p>
            <Trans>
              Everyone but operators sees the maintenance page, and the API answers 503 with a
              Retry-After of {retryAfter}. Operators stay signed in and keep working here.
            </Trans>
          </p>
        ) : (
          <p>
            {state.forced_by_env ? (
              <Trans>
                Everyone can use OwnLess again at once — except that{' '}
                <bdi>MAINTENANCE_MODE=true</bdi> on the server keeps it closed.
              </Trans>
            ) : (
              <Trans>Everyone can use OwnLess again at once.</Trans>
            )}
          </p>
        )}
      </ConfirmDialog>
    </AdminSection>
  );
}
