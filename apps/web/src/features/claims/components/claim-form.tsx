import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { controlProps, Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { formatCents, formatDate } from '@/lib/i18n';
import { useConditionReports, useOpenClaim } from '../api/claims';
import { amountProblem, reasonProblem, serverFieldError } from '../utils/claim-input';
import { EvidenceFields, EvidenceFormActions, useEvidence } from './evidence-fields';

const FIELDS = ['amount', 'reason', 'photos', 'condition_report_ids'] as const;

/**
 * The owner's claim on the deposit: an amount up to the deposit, what happened, up to eight
 * photos and, when the rental has condition reports, which of them show it. Mistakes are
 * said under their fields before sending; the server's refusals land there too.
 */
export function ClaimForm({
  reservationId,
  depositCents,
  onDone,
  onCancel,
}: {
  reservationId: number;
  depositCents: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const claim = useOpenClaim();
  const reports = useConditionReports(reservationId, true);
  const [amount, setAmount] = useState('');
  const evidence = useEvidence();
  const { reason, photos, checked } = evidence;
  const [picked, setPicked] = useState<number[]>([]);
  const busy = claim.isPending;
  const deposit = formatCents(depositCents);

  const amountError =
    (checked ? amountProblem(amount, depositCents) : undefined) ??
    serverFieldError(claim.error, 'amount');
  const reportsError = serverFieldError(claim.error, 'condition_report_ids');
  const available = reports.data?.reports ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    evidence.setChecked(true);
    if (amountProblem(amount, depositCents) || reasonProblem(reason)) {
      const first = amountProblem(amount, depositCents) ? `${id}-amount` : `${id}-reason`;
      document.getElementById(first)?.focus();
      return;
    }
    claim.mutate(
      {
        reservationId,
        amount: amount.trim().replace(',', '.'),
        reason: reason.trim(),
        photos,
        conditionReportIds: picked,
      },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="claim-form">
      <Field
        id={`${id}-amount`}
        label={t`Amount to claim`}
        hint={t`Up to the deposit, ${deposit}.`}
        error={amountError}
      >
        <MoneyInput
          {...controlProps(`${id}-amount`, amountError, true)}
          invalid={Boolean(amountError)}
          value={amount}
          disabled={busy}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <EvidenceFields id={id} kind="claim" evidence={evidence} sending={claim} />
      {available.length > 0 && (
        <fieldset aria-describedby={reportsError ? `${id}-reports-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>Condition reports that show it</Trans>{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">
              <Trans>(optional)</Trans>
            </span>
          </legend>
          <div className="mt-2 space-y-2">
            {available.map((report) => {
              const when = formatDate(report.created_at);
              const name = report.author.name;
              return (
                <label
                  key={report.id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-400/10"
                >
                  <input
                    type="checkbox"
                    checked={picked.includes(report.id)}
                    disabled={busy}
                    onChange={(event) =>
                      setPicked((ids) =>
                        event.target.checked
                          ? [...ids, report.id]
                          : ids.filter((one) => one !== report.id),
                      )
                    }
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="text-slate-900 dark:text-white">
                    {report.stage === 'handover' ? (
                      <Trans>
                        At hand-over, by <bdi>{name}</bdi>, <bdi>{when}</bdi>
                      </Trans>
                    ) : (
                      <Trans>
                        At return, by <bdi>{name}</bdi>, <bdi>{when}</bdi>
                      </Trans>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          {reportsError && (
            <p id={`${id}-reports-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
              {reportsError}
            </p>
          )}
        </fieldset>
      )}
      <EvidenceFormActions kind="claim" sending={claim} fields={FIELDS} onCancel={onCancel} />
    </form>
  );
}
