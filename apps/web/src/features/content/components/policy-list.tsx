import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRules } from '@/lib/app-config';
import type { PolicySlug } from '@ownless/shared/pricing';
import { formatDate } from '@/lib/i18n';
import { usePolicies } from '../api/get-policies';
import { refundRuleWords } from '../utils/refund-words';

/**
 * Cancellation policies from GET /api/policies, each headed by its refund rule as the server
 * applies it (GET /api/config).
 */
export function PolicyList() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = usePolicies();
  const refunds = useRules()?.refundPolicies;

  if (isPending) {
    return (
      <LoadingState label={t`Loading policies`} className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </LoadingState>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={t`We couldn’t load the cancellation policies`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>No cancellation policies are published yet.</Trans>
      </p>
    );
  }

  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="policy-list">
      {data.map((policy) => {
        const updated = formatDate(policy.updated_at.slice(0, 10));
        return (
          <li
            key={policy.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <FileText className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              {policy.name}
            </h3>
            {refunds && Object.hasOwn(refunds, policy.slug) && (
              <p className="mt-2 text-sm font-semibold text-slate-900 dark:text-white">
                {refundRuleWords(refunds[policy.slug as PolicySlug])}
              </p>
            )}
            <p className="mt-2 text-sm/6 whitespace-pre-line text-slate-600 dark:text-slate-400">
              {policy.description}
            </p>
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
              <Trans>
                Last updated <time dateTime={policy.updated_at}>{updated}</time>
              </Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
