import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorReport, ReportAction } from '@ownless/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useResolveReport } from '../api/reports';

/** The report and the action an operator chose for it, waiting for the note. */
export interface PendingResolution {
  report: OperatorReport;
  action: ReportAction;
}

/**
 * Asks for the note of a report's resolution and sends it (POST
 * /api/operator/reports/:id/resolve): says what the action does, and keeps the server's
 * words in the dialog when it is refused. The queue and a report's page both use it.
 */
export function ResolveReportDialog({
  pending,
  onClose,
  onResolved,
}: {
  pending: PendingResolution | null;
  onClose: () => void;
  /** After the resolution (the dialog closed): the server's confirmation, in the operator's language. */
  onResolved: (message: string) => void;
}) {
  const { t } = useLingui();
  const resolve = useResolveReport();

  const titles: Record<ReportAction, string> = {
    dismiss: t`Dismiss this report?`,
    warn: t`Warn the person reported?`,
    unpublish: t`Unpublish the reported listing?`,
    suspend: t`Suspend the account reported?`,
  };
  const confirmLabels: Record<ReportAction, string> = {
    dismiss: t`Dismiss report`,
    warn: t`Send warning`,
    unpublish: t`Unpublish listing`,
    suspend: t`Suspend account`,
  };
  const consequences: Record<ReportAction, string> = {
    dismiss: t`Nothing changes for the person reported. The reporter is told that no action was taken.`,
    warn: t`The person reported gets an e-mail with your note. The reporter is told that they were warned.`,
    unpublish: t`The listing leaves search at once and its owner gets an e-mail with your note. The reporter is told.`,
    suspend: t`The account cannot sign in any more, its listings leave search and its reservations that have not started are cancelled with a full refund. The reporter is told.`,
  };

  const close = () => {
    resolve.reset();
    onClose();
  };

  const confirm = (note: string) => {
    if (!pending) return;
    resolve.mutate(
      { id: pending.report.id, action: pending.action, note },
      {
        onSuccess: (result) => {
          resolve.reset();
          onClose();
          onResolved(result.message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      confirmVariant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
      title={pending ? titles[pending.action] : ''}
      confirmLabel={pending ? confirmLabels[pending.action] : ''}
      reason={{
        label: t`Note`,
        required: true,
        minLength: 3,
        maxLength: 1000,
        hint:
          pending?.action === 'dismiss'
            ? t`Kept in the audit log; the reporter does not see it.`
            : t`Kept in the audit log and e-mailed to the person concerned; the reporter does not see it.`,
      }}
      busy={resolve.isPending}
      error={resolve.isError ? errorMessage(resolve.error) : null}
      onConfirm={confirm}
      onClose={close}
      testId="resolve-report-dialog"
    >
      {pending && (
        <>
          <p>{consequences[pending.action]}</p>
          {pending.report.other_reports > 0 && (
            <p>
              <Trans>Other open reports of the same thing close with the same outcome.</Trans>
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
