import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { acceptPage, pageRange, pageWindow, totalPages } from '@ownless/shared/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The total is where counting stopped: there are more (shown as "1,000+"). */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold transition-colors sm:h-10 sm:min-w-10 sm:px-3';
const idleClass =
  'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
const currentClass = 'bg-brand-700 text-white shadow-sm hover:bg-brand-700';

export function Pagination({
  page,
  perPage,
  total,
  totalIsLowerBound = false,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 640px)');
  const pages = totalPages(total, perPage);
  const { from, to } = pageRange(page, perPage, total);
  const first = groupDigits(from);
  const last = groupDigits(to);
  const count = `${groupDigits(total)}${totalIsLowerBound ? '+' : ''}`;

  // Out-of-range requests (below 1, above the last page) are ignored: the page stays as it is.
  const go = (requested: number) => {
    const next = acceptPage(requested, total, perPage);
    if (next === null || next === page) return;
    onPageChange(next);
  };

  return (
    <nav
      aria-label={label ?? t`Pagination`}
      data-testid="pagination"
      className={cn('flex flex-col items-center gap-4 sm:flex-row sm:justify-between', className)}
    >
      <p data-testid="pagination-summary" className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Showing <span className="font-semibold text-slate-900 dark:text-white">{first}</span> to{' '}
          <span className="font-semibold text-slate-900 dark:text-white">{last}</span> of{' '}
          <span className="font-semibold text-slate-900 dark:text-white">{count}</span> results
        </Trans>
      </p>
      {pages > 0 && (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="button"
              className={cn(itemClass, idleClass)}
              aria-disabled={page <= 1 || undefined}
              onClick={() => go(page - 1)}
            >
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">
                <Trans>Previous</Trans>
              </span>
            </button>
          </li>
          {pageWindow(page, pages, wide ? 1 : 0).map((item, index) =>
            item === '…' ? (
              <li
                key={`gap-${index}`}
                aria-hidden="true"
                className="px-1 text-slate-500 dark:text-slate-400"
              >
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={cn(itemClass, item === page ? currentClass : idleClass)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t`Page ${item}`}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={cn(itemClass, idleClass)}
              aria-disabled={page >= pages || undefined}
              onClick={() => go(page + 1)}
            >
              <span className="sr-only sm:not-sr-only">
                <Trans>Next</Trans>
              </span>
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
