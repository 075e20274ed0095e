import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n';
import { useTerms, type TermsCategory } from '../api/get-terms';

/** The content of the first terms entry of a category. */
export function LegalDocument({ category }: { category: TermsCategory }) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useTerms(category);

  if (isPending) {
    return (
      <div role="status" className="space-y-4" aria-busy="true" aria-label={t`Loading document`}>
        <Skeleton className="h-4 w-40" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={t`We couldn’t load this document`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  const document = data[0];
  if (!document) {
    return (
      <EmptyState title={t`Not published yet`} message={t`This document will be available soon.`} />
    );
  }

  const updated = document.updated_at ? formatDate(document.updated_at.slice(0, 10)) : '';
  return (
    <article data-testid="legal-document">
      {document.updated_at && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Last updated <time dateTime={document.updated_at}>{updated}</time>
          </Trans>
        </p>
      )}
      <ProseText text={document.content} className="mt-6" />
    </article>
  );
}
