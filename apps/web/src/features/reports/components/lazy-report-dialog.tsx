import { lazy, Suspense } from 'react';
import type { ReportKind } from '@ownless/shared';
import { loadAllCatalogs } from '@/lib/i18n';

// The dialog loads on the first click, with its texts (a catalog the first pages do not
// load): few readers ever report anything.
const ReportDialog = lazy(() =>
  Promise.all([import('./report-dialog'), loadAllCatalogs()]).then(([module]) => ({
    default: module.ReportDialog,
  })),
);

/**
 * The report dialog once it was asked for (`opened`): kept mounted afterwards, so closing
 * it gives the focus back to the control that opened it.
 */
export function LazyReportDialog({
  opened,
  open,
  kind,
  targetId,
  onClose,
}: {
  opened: boolean;
  open: boolean;
  kind: ReportKind;
  targetId: number;
  onClose: () => void;
}) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog open={open} kind={kind} targetId={targetId} onClose={onClose} />
    </Suspense>
  );
}
