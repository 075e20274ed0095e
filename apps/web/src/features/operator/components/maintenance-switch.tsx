import { useId, useState } from 'react';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useMaintenance, useSetMaintenance } from '../api/console';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusPill, formatWhen } from './console-ui';

/** "5 minutes", "90 seconds": the server's Retry-After as people say it. */
const describeSeconds = (seconds: number) =>
  seconds % 60 === 0
    ? `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'}`
    : `${seconds} seconds`;

/** The operators' maintenance switch (GET/PUT /admin/maintenance). */
export function MaintenanceSwitch() {
  const id = useId();
  const query = useMaintenance();
  const update = useSetMaintenance();
  const [asking, setAsking] = useState<boolean | null>(null);

  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError)
    return <QueryError query={query} title="The maintenance state could not be loaded" />;
  const state = query.data;

  return (
    <AdminSection title="Maintenance mode" id={`${id}-maintenance`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p data-testid="maintenance-state">
            The marketplace is{' '}
            {state.active ? (
              <StatusPill tone="bad">closed for maintenance</StatusPill>
            ) : (
              <StatusPill tone="good">open</StatusPill>
            )}
          </p>
          {state.forced_by_env && (
            <Alert tone="warning">
              MAINTENANCE_MODE=true is set on the server: the switch cannot open the marketplace
              until it is removed.
            </Alert>
          )}
          {state.updated_at && <p>Switch last changed {formatWhen(state.updated_at)}.</p>}
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
          Maintenance switch
        </label>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? 'Close the marketplace for maintenance?' : 'Open the marketplace again?'}
        confirmLabel={asking ? 'Turn maintenance on' : 'Turn maintenance off'}
        confirmVariant={asking === true ? 'danger' : 'primary'}
        reason={{ label: 'Note', required: false, hint: 'Kept in the audit log.' }}
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
            Everyone but operators sees the maintenance page, and the API answers 503 with a
            Retry-After of {describeSeconds(state.retry_after_seconds)}. Operators stay signed in
            and keep working here.
          </p>
        ) : (
          <p>
            Everyone can use OwnLess again at once
            {state.forced_by_env
              ? ' — except that MAINTENANCE_MODE=true on the server keeps it closed'
              : ''}
            .
          </p>
        )}
      </ConfirmDialog>
    </AdminSection>
  );
}
