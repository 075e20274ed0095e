import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_PHOTOS_MAX } from '@ownless/shared';
import { FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { errorMessage } from '@/lib/api-client';
import {
  otherFieldErrors,
  REASON_MAX,
  reasonProblem,
  serverFieldError,
} from '../utils/claim-input';

/** Whose evidence: the owner's claim or the renter's dispute of it. */
type EvidenceKind = 'claim' | 'dispute';

/** The sending of the form the evidence is in (a TanStack Query mutation). */
interface Sending {
  error: unknown;
  isPending: boolean;
}

/**
 * What a claim or a dispute is being written with: its reason, its photos and whether the
 * person tried to send it (from then on the form's own mistakes show under their fields).
 */
export function useEvidence() {
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  return { reason, setReason, photos, setPhotos, checked, setChecked };
}

type Evidence = ReturnType<typeof useEvidence>;

/**
 * The evidence an owner's claim and a renter's dispute both carry: what happened, in words,
 * and up to `CLAIM_PHOTOS_MAX` photos. The reason's mistake shows under it once the person
 * tried to send; the server's refusal of either field lands under that field. Its controls'
 * ids are the form's `id` + `-reason` and `-photos`.
 */
export function EvidenceFields({
  id,
  kind,
  evidence,
  sending,
}: {
  id: string;
  kind: EvidenceKind;
  evidence: Evidence;
  sending: Sending;
}) {
  const { t } = useLingui();
  const { reason, photos, checked } = evidence;
  const { error, isPending: busy } = sending;
  const reasonError =
    (checked ? reasonProblem(reason) : undefined) ?? serverFieldError(error, 'reason');
  const words =
    kind === 'claim'
      ? {
          reason: t`What is damaged or missing`,
          reasonHint: t`The renter and, if they dispute it, OwnLess support read this.`,
          photos: t`Photos of the damage`,
        }
      : {
          reason: t`Why you disagree`,
          reasonHint: t`The owner and OwnLess support read this.`,
          photos: t`Your photos`,
        };
  return (
    <>
      <Field id={`${id}-reason`} label={words.reason} hint={words.reasonHint} error={reasonError}>
        <textarea
          {...controlProps(`${id}-reason`, reasonError, true)}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          disabled={busy}
          onChange={(event) => evidence.setReason(event.target.value)}
          className={inputClass(Boolean(reasonError), 'resize-y')}
        />
      </Field>
      <PhotoPicker
        id={`${id}-photos`}
        label={words.photos}
        hint={t`JPEG, PNG, WebP or AVIF.`}
        max={CLAIM_PHOTOS_MAX}
        photos={photos}
        onChange={evidence.setPhotos}
        error={serverFieldError(error, 'photos')}
        disabled={busy}
      />
    </>
  );
}

/**
 * The end of a claim's or a dispute's form: the server's refusal (with those of its field
 * messages that belong to none of the form's `fields`), then Cancel and the send button.
 */
export function EvidenceFormActions({
  kind,
  sending,
  fields,
  onCancel,
}: {
  kind: EvidenceKind;
  sending: Sending;
  /** The fields the form shows the server's messages under. */
  fields: readonly string[];
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { error, isPending: busy } = sending;
  return (
    <>
      {Boolean(error) && (
        <FormError message={errorMessage(error)} errors={otherFieldErrors(error, fields)} />
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
          data-testid={`${kind}-submit`}
        >
          {kind === 'claim' ? <Trans>Send the claim</Trans> : <Trans>Send the dispute</Trans>}
        </LoadingButton>
      </div>
    </>
  );
}
