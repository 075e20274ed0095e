import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

/**
 * The devices signed in to this account, with "sign out" per device and "sign out
 * everywhere else" (this device stays signed in; Logout ends it).
 */
export function SessionsList() {
  const { t } = useLingui();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const outcome = revokeOthers.isSuccess
    ? revokeOthers.data.message
    : revoke.isSuccess
      ? revoke.data.message
      : null;
  const failure = revokeOthers.error ?? revoke.error;

  if (sessions.isPending) {
    return (
      <div role="status" aria-label={t`Loading your devices`} className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <QueryError query={sessions} title={t`Your devices could not be loaded`} headingLevel={2} />
    );
  }

  const others = sessions.data.filter((session) => !session.current);
  return (
    <div className="space-y-4" data-testid="sessions">
      <div aria-live="polite">
        {outcome && <Alert tone="success">{outcome}</Alert>}
        {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {sessions.data.map((session) => {
          const device = session.device;
          const signedIn = formatDate(session.createdAt);
          const lastActive = formatDate(session.lastUsedAt);
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center gap-3 p-4"
              data-testid="session"
            >
              <Monitor
                className="size-5 shrink-0 text-slate-500 dark:text-slate-400"
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900 dark:text-white">
                  <bdi>{device}</bdi>
                  {session.current && (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-300">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <Trans>
                    Signed in <bdi>{signedIn}</bdi> · last active <bdi>{lastActive}</bdi>
                  </Trans>
                </p>
              </div>
              {!session.current && (
                <LoadingButton
                  variant="outline"
                  size="sm"
                  loading={revoke.isPending && revoke.variables === session.id}
                  loadingText={t`Signing out…`}
                  onClick={() => revoke.mutate(session.id)}
                  aria-label={t`Sign out ${device}, signed in ${signedIn}`}
                >
                  <Trans>Sign out</Trans>
                </LoadingButton>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>You are not signed in anywhere else.</Trans>
        </p>
      ) : (
        <LoadingButton
          variant="outline"
          loading={revokeOthers.isPending}
          loadingText={t`Signing out…`}
          onClick={() => revokeOthers.mutate()}
        >
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Sign out everywhere else</Trans>
        </LoadingButton>
      )}
    </div>
  );
}
