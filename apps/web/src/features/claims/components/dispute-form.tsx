import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_PHOTOS_MAX } from '@ownless/shared';
import { FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { errorMessage } from '@/lib/api-client';
import { useDisputeClaim } from '../api/claims';
import {
  otherFieldErrors,
  REASON_MAX,
  reasonProblem,
  serverFieldError,
} from '../utils/claim-input';

const FIELDS = ['reason', 'photos'] as const;

/**
 * The renter's dispute of a claim: why, with their own photos. OwnLess support decides after
 * it; the form says so before it is sent.
 */
export function DisputeForm({
  claimId,
  onDone,
  onCancel,
}: {
  claimId: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const dispute = useDisputeClaim();
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const busy = dispute.isPending;
  const reasonError =
    (checked ? reasonProblem(reason) : undefined) ?? serverFieldError(dispute.error, 'reason');
  const photosError = serverFieldError(dispute.error, 'photos');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (reasonProblem(reason)) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    dispute.mutate(
      { claimId, reason: reason.trim(), photos },
      {
        onSuccess: (answer) => onDone(answer.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="dispute-form">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          OwnLess support reads both sides, decides how much of the deposit is kept and tells you
          both by e-mail. Their decision is final.
        </Trans>
      </p>
      <Field
        id={`${id}-reason`}
        label={t`Why you disagree`}
        hint={t`The owner and OwnLess support read this.`}
        error={reasonError}
      >
        <textarea
          {...controlProps(`${id}-reason`, reasonError, true)}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          disabled={busy}
          onChange={(event) => setReason(event.target.value)}
          className={inputClass(Boolean(reasonError), 'resize-y')}
        />
      </Field>
      <PhotoPicker
        id={`${id}-photos`}
        label={t`Your photos`}
        hint={t`JPEG, PNG, WebP or AVIF.`}
        max={CLAIM_PHOTOS_MAX}
        photos={photos}
        onChange={setPhotos}
        error={photosError}
        disabled={busy}
      />
      {dispute.isError && (
        <FormError
          message={errorMessage(dispute.error)}
          errors={otherFieldErrors(dispute.error, FIELDS)}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <LoadingButton
          type="submit"
          variant="primary"
          loading={busy}
          loadingText={t`Sending…`}
          data-testid="dispute-submit"
        >
          <Trans>Send the dispute</Trans>
        </LoadingButton>
      </div>
    </form>
  );
}
