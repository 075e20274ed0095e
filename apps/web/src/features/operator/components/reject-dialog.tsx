import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OperatorApplication } from '../api/seller-applications';
import { MAX_NOTE_LENGTH } from '../utils/application-status';

/**
 * Asks for the reason of a rejection (the applicant gets it by e-mail). Open while
 * `application` is set.
 */
export function RejectDialog({
  application,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  application: OperatorApplication | null;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = application?.legal_name;
  const email = application?.user.email;
  return (
    <ConfirmDialog
      open={application !== null}
      title={t`Reject this application?`}
      confirmLabel={t`Reject application`}
      confirmVariant="danger"
      reason={{
        label: t`Reason for the applicant`,
        required: true,
        rows: 4,
        maxLength: MAX_NOTE_LENGTH,
        missingMessage: t`Tell the applicant why, so they can apply again.`,
        hint: t`We e-mail it to the applicant, so they can fix it and apply again.`,
        placeholder: t`e.g. The address could not be verified. Please use your home address.`,
      }}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="reject-dialog"
      confirmTestId="reject-confirm"
    >
      {application && (
        <p>
          <Trans>
            <bdi className="font-semibold break-words">{name}</bdi> (
            <bdi className="break-all">{email}</bdi>) will not become an owner.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
