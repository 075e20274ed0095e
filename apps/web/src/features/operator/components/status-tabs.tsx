import type { KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SellerStatus } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { STATUS_TABS } from '../utils/application-status';

export const tabId = (base: string, status: SellerStatus) => `${base}-tab-${status.toLowerCase()}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * The status filter as an ARIA tab list: one tab in the Tab order (the selected one), the
 * arrow keys (mirrored right to left), Home and End move between tabs and select them.
 */
export function StatusTabs({
  idBase,
  current,
  onSelect,
  pendingCount,
}: {
  idBase: string;
  current: SellerStatus;
  onSelect: (status: SellerStatus) => void;
  /** The Pending queue's length, once known. */
  pendingCount?: number;
}) {
  const { t, i18n } = useLingui();
  const move = (to: number) => {
    const tab = STATUS_TABS[(to + STATUS_TABS.length) % STATUS_TABS.length]!;
    onSelect(tab.status);
    document.getElementById(tabId(idBase, tab.status))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = STATUS_TABS.findIndex((tab) => tab.status === current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = index + 1;
    else if (event.key === backward) next = index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = STATUS_TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div
      role="tablist"
      aria-label={t`Application status`}
      onKeyDown={onKeyDown}
      className="inline-flex max-w-full gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 dark:bg-slate-800/70"
    >
      {STATUS_TABS.map((tab) => {
        const selected = tab.status === current;
        const count = tab.status === 'Pending' ? pendingCount : undefined;
        return (
          <button
            key={tab.status}
            id={tabId(idBase, tab.status)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.status)}
            data-testid={`status-tab-${tab.status.toLowerCase()}`}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {i18n._(tab.label)}
            {count !== undefined && count > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-600 px-1.5 text-[0.6875rem] font-bold text-white dark:bg-amber-500 dark:text-slate-950"
                >
                  {count > 99 ? '99+' : count}
                </span>
                <span className="sr-only">
                  <Trans>({count} waiting)</Trans>
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
