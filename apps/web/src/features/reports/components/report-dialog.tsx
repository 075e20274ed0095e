import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@ownless/shared';
import { FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { DialogFrame, DialogHeading } from '@/components/ui/dialog-frame';
import { controlProps, FieldError, inputClass } from '@/components/ui/field';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateReport } from '../api/reports';
import { REASON_LABELS } from '../utils/labels';

/**
 * The report dialog: a reason from the fixed list and some details, sent to the operators.
 * On the native <dialog> (focus trapped, Escape closes it); after sending it says so in
 * place, and a refusal (already reported, too many reports) shows the server's words.
 */
export function ReportDialog({
  open,
  kind,
  targetId,
  onClose,
}: {
  open: boolean;
  kind: ReportKind;
  targetId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const ref = useModalDialog(open, (dialog) => {
    setReason('');
    setDetails('');
    setMissingReason(false);
    report.reset();
    dialog.querySelector<HTMLElement>('input[type="radio"]')?.focus();
  });
  const busy = report.isPending;
  const close = () => {
    if (!busy) onClose();
  };

  const titles: Record<ReportKind, string> = {
    listing: t`Report this listing`,
    user: t`Report this person`,
    message: t`Report this message`,
  };
  const reasonError = missingReason ? t`Choose a reason.` : undefined;
  const fieldErrors = isApiError(report.error) ? report.error.errors : undefined;
  const detailsError = fieldErrors?.details?.[0];
  const detailsId = `${id}-details`;

  return (
    <DialogFrame
      dialogRef={ref}
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      busy={busy}
      onClose={onClose}
      testId="report-dialog"
    >
      {open && (
        <div className="p-6">
          <DialogHeading titleId={`${id}-title`} busy={busy} onClose={close}>
            {titles[kind]}
          </DialogHeading>
          {report.isSuccess ? (
            <div className="mt-4 space-y-5">
              <div
                role="status"
                id={`${id}-description`}
                className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-200"
              >
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p>{report.data.message}</p>
              </div>
              <div className="flex justify-end">
                <Button variant="primary" onClick={onClose} autoFocus>
                  <Trans>Done</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <form
              noValidate
              className="mt-2 space-y-5"
              onSubmit={(event) => {
                event.preventDefault();
                if (busy) return;
                if (!reason) {
                  setMissingReason(true);
                  event.currentTarget.querySelector<HTMLElement>('input[type="radio"]')?.focus();
                  return;
                }
                report.mutate({ kind, target_id: targetId, reason, details: details.trim() });
              }}
            >
              <p id={`${id}-description`} className="text-sm text-slate-700 dark:text-slate-300">
                <Trans>
                  Tell our support team what is wrong. The person you report is not told who you
                  are.
                </Trans>
              </p>
              <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
                <legend className="text-sm font-semibold text-slate-900 dark:text-white">
                  <Trans>Reason</Trans>
                </legend>
                <div className="mt-2 space-y-2">
                  {REPORT_REASONS.map((value) => {
                    const optionId = `${id}-reason-${value}`;
                    return (
                      <label
                        key={value}
                        htmlFor={optionId}
                        className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-400/10"
                      >
                        <input
                          id={optionId}
                          type="radio"
                          name="reason"
                          value={value}
                          checked={reason === value}
                          aria-describedby={`${optionId}-hint`}
                          aria-invalid={reasonError ? true : undefined}
                          onChange={() => {
                            setReason(value);
                            setMissingReason(false);
                          }}
                          className="mt-1 size-4 shrink-0 accent-brand-700"
                        />
                        <span className="min-w-0 text-sm">
                          <span className="block font-medium text-slate-900 dark:text-white">
                            {i18n._(REASON_LABELS[value].label)}
                          </span>
                          <span
                            id={`${optionId}-hint`}
                            className="block text-slate-600 dark:text-slate-400"
                          >
                            {i18n._(REASON_LABELS[value].hint)}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </div>
                <FieldError id={`${id}-reason-error`} message={reasonError} />
              </fieldset>
              <div>
                <label
                  htmlFor={detailsId}
                  className="block text-sm font-semibold text-slate-900 dark:text-white"
                >
                  <Trans>Details</Trans>
                  <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">
                    <Trans>(optional)</Trans>
                  </span>
                </label>
                <p
                  id={`${detailsId}-hint`}
                  className="mt-1 text-sm text-slate-600 dark:text-slate-400"
                >
                  <Trans>What happened? Dates, amounts and what was said help us most.</Trans>
                </p>
                <textarea
                  {...controlProps(detailsId, detailsError, true)}
                  rows={4}
                  maxLength={REPORT_DETAILS_MAX}
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                  className={inputClass(Boolean(detailsError), 'mt-2 resize-y')}
                />
                <FieldError id={`${detailsId}-error`} message={detailsError} />
              </div>
              {report.isError && (
                <FormError
                  message={errorMessage(report.error)}
                  errors={detailsError ? undefined : fieldErrors}
                />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={close} disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
                <LoadingButton
                  type="submit"
                  variant="danger"
                  loading={busy}
                  loadingText={t`Sending…`}
                  data-testid="report-submit"
                >
                  <Trans>Send report</Trans>
                </LoadingButton>
              </div>
            </form>
          )}
        </div>
      )}
    </DialogFrame>
  );
}
