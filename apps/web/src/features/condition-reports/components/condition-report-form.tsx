import { useId, useState, type FormEvent } from 'react';
import {
  CONDITION_NOTES_MAX,
  type ConditionReport,
  type ConditionStage,
  MAX_CONDITION_PHOTOS,
} from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, FieldError, inputClass } from '@/components/ui/field';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { FormError } from '@/components/ui/alert';
import { errorMessage, isApiError } from '@/lib/api-client';
import { groupDigits } from '@/lib/i18n';
import { useSaveConditionReport, type ConditionReportDraft } from '../api/condition-reports';
import { CHECKS, CONDITION_CHECKS } from '../utils/checklist';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Adds (or replaces) the viewer's report of one stage: the checklist, notes and photos. The
 * server decides whether the stage is still open; its refusal shows here, the form kept.
 */
export function ConditionReportForm({
  reservationId,
  stage,
  replacing,
  onDone,
  onCancel,
}: {
  reservationId: number;
  stage: ConditionStage;
  /** The viewer's report of this stage, when there is one: saving replaces it (photos too). */
  replacing?: ConditionReport;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSaveConditionReport(reservationId);
  const [draft, setDraft] = useState<ConditionReportDraft>({
    stage,
    works: replacing?.checklist.works ?? false,
    damaged: replacing?.checklist.damaged ?? false,
    missing_parts: replacing?.checklist.missing_parts ?? false,
    dirty: replacing?.checklist.dirty ?? false,
    notes: replacing?.notes ?? '',
    photos: [],
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const serverErrors = isApiError(save.error) ? (save.error.errors ?? {}) : {};
  const notesError = errors.notes ?? serverErrors.notes?.[0];
  const photosError = errors.photos ?? serverErrors.photos?.[0];
  const otherErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([field]) => field !== 'notes' && field !== 'photos'),
  );
  const length = draft.notes.trim().length;
  const left = groupDigits(CONDITION_NOTES_MAX - length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (length > CONDITION_NOTES_MAX) found.notes = t`Keep the notes under 2,000 characters.`;
    if (draft.photos.some((photo) => photo.size > MAX_PHOTO_BYTES))
      found.photos = t`Each photo must be under 10 MB.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(draft, { onSuccess: (body) => onDone(body.message) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 dark:border-brand-900 dark:bg-brand-950/20"
      aria-label={t`Your report`}
      data-testid={`condition-form-${stage}`}
    >
      {save.isError && !notesError && !photosError && (
        <FormError message={errorMessage(save.error)} errors={otherErrors} />
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Checklist</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CONDITION_CHECKS.map((check) => (
            <label
              key={check}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={draft[check]}
                disabled={save.isPending}
                onChange={(event) => setDraft({ ...draft, [check]: event.target.checked })}
              />
              {i18n._(CHECKS[check].label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label
          htmlFor={`${id}-notes`}
          className="text-sm font-semibold text-slate-900 dark:text-white"
        >
          <Trans>Notes</Trans>{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea
          {...controlProps(`${id}-notes`, notesError, true)}
          rows={4}
          value={draft.notes}
          disabled={save.isPending}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          className={inputClass(Boolean(notesError), 'mt-2')}
          placeholder={t`Scratches, dents, what was missing or not working…`}
        />
        <p id={`${id}-notes-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            <bdi>{left}</bdi> characters left.
          </Trans>
        </p>
        <FieldError id={`${id}-notes-error`} message={notesError} />
      </div>
      <PhotoPicker
        id={`${id}-photos`}
        label={t`Photos`}
        hint={t`JPEG, PNG, WebP or AVIF, up to 10 MB each.`}
        max={MAX_CONDITION_PHOTOS}
        photos={draft.photos}
        onChange={(photos) => setDraft({ ...draft, photos })}
        error={photosError}
        disabled={save.isPending}
      />
      {replacing && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Saving replaces your earlier report of this stage, photos included.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <LoadingButton type="submit" loading={save.isPending} loadingText={t`Saving…`}>
          <Trans>Save report</Trans>
        </LoadingButton>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
