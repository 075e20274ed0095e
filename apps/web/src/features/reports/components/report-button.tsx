import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReportKind } from '@ownless/shared';
import { Flag } from 'lucide-react';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { LazyReportDialog } from './lazy-report-dialog';

/**
 * "Report" for a listing or a person: shown to signed-in people other than the one the
 * report would be about (`ownerId`), it opens the report dialog. `icon` is a round icon
 * button (beside the favourite heart), `text` a small button with its words.
 */
export function ReportButton({
  kind,
  targetId,
  ownerId,
  variant = 'text',
  className,
}: {
  kind: Exclude<ReportKind, 'message'>;
  targetId: number;
  /** The person the report would be about: they see no button. */
  ownerId: number;
  variant?: 'icon' | 'text';
  className?: string;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || user.id === ownerId) return null;

  const label = kind === 'listing' ? t`Report this listing` : t`Report this person`;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-label={variant === 'icon' ? label : undefined}
        title={variant === 'icon' ? label : undefined}
        aria-haspopup="dialog"
        className={cn(
          variant === 'icon'
            ? 'inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400'
            : 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:text-red-700 hover:underline dark:text-slate-400 dark:hover:text-red-400',
          className,
        )}
        data-testid={`report-${kind}`}
      >
        <Flag className={variant === 'icon' ? 'size-5' : 'size-4'} aria-hidden="true" />
        {variant === 'text' && <span>{label}</span>}
      </button>
      <LazyReportDialog
        opened={opened}
        open={open}
        kind={kind}
        targetId={targetId}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
