import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export function ErrorState({
  title,
  message,
  onRetry,
  className,
  headingLevel = 2,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
  /** 1 when the state replaces a whole page's content. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900/60 dark:bg-red-950/30',
        className,
      )}
    >
      <AlertTriangle className="size-8 text-red-600 dark:text-red-400" aria-hidden="true" />
      <Heading className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
        {title ?? t`Something went wrong`}
      </Heading>
      {message && (
        <p className="mt-1 max-w-md text-sm text-slate-700 dark:text-slate-300">{message}</p>
      )}
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      )}
    </div>
  );
}

/** A query's failure: its message and a retry that fetches again. */
export function QueryError({
  query,
  title,
  className,
  headingLevel,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  title: string;
  className?: string;
  headingLevel?: 1 | 2;
}) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      className={className}
      headingLevel={headingLevel}
    />
  );
}
