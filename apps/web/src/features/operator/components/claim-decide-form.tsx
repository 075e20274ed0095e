import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_REASON_MAX, type OperatorClaimDetail } from '@ownless/shared';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { dollarsToCents } from '@/lib/money';
import { useDecideClaim } from '../api/claims';
import { money } from '../utils/reservation-status';

/**
 * The operator's decision on a disputed claim: how much of the claimed amount the owner
 * keeps (0 to the claim) and a note both sides receive. A confirm step says what happens to
 * the money; the decision is final.
 */
export function ClaimDecideForm({
  detail,
  onDecided,
}: {
  detail: OperatorClaimDetail;
  onDecided: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const decide = useDecideClaim();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const claim = detail.claim;
  const claimed = money(claim.amount_cents);
  const cents = dollarsToCents(amount);
  const serverErrors = isApiError(decide.error) ? decide.error.errors : undefined;

  const amountProblem =
    cents === null
      ? t`Enter an amount in dollars, from 0 to ${claimed}.`
      : cents > claim.amount_cents
        ? t`At most the claimed ${claimed}.`
        : undefined;
  const noteProblem = note.trim() === '' ? t`Write a note to both sides.` : undefined;
  const amountError = (checked ? amountProblem : undefined) ?? serverErrors?.amount?.[0];
  const noteError = (checked ? noteProblem : undefined) ?? serverErrors?.note?.[0];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (amountProblem || noteProblem) {
      document.getElementById(amountProblem ? `${id}-amount` : `${id}-note`)?.focus();
      return;
    }
    decide.reset();
    setConfirming(true);
  };

  const kept = money(cents ?? 0);
  const back = money(detail.reservation.deposit.amount_cents - (cents ?? 0));
  const owner = detail.owner.full_name;
  const renter = detail.renter.full_name;

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="decide-form">
        <Field
          id={`${id}-amount`}
          label={t`Amount the owner keeps`}
          hint={t`From 0 to the claimed ${claimed}. The rest of the deposit goes back to the renter.`}
          error={amountError}
        >
          <MoneyInput
            {...controlProps(`${id}-amount`, amountError, true)}
            invalid={Boolean(amountError)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field
          id={`${id}-note`}
          label={t`Note to both sides`}
          hint={t`E-mailed to the renter and the owner with the decision, and kept in the audit log.`}
          error={noteError}
        >
          <textarea
            {...controlProps(`${id}-note`, noteError, true)}
            rows={4}
            maxLength={CLAIM_REASON_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass(Boolean(noteError), 'resize-y')}
          />
        </Field>
        {decide.isError && !confirming && (
          <FormError
            message={errorMessage(decide.error)}
            errors={amountError || noteError ? undefined : serverErrors}
          />
        )}
        <div className="flex justify-end">
          <LoadingButton
            type="submit"
            variant="primary"
            loading={decide.isPending}
            data-testid="decide-submit"
          >
            <Trans>Decide…</Trans>
          </LoadingButton>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t`Decide this claim?`}
        confirmLabel={t`Decide: ${kept} to the owner`}
        confirmVariant="danger"
        busy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() =>
          decide.mutate(
            { id: claim.id, amount: (cents ?? 0) / 100, note: note.trim() },
            {
              onSuccess: (answer) => {
                setConfirming(false);
                onDecided(answer.message ?? t`The claim is decided.`);
              },
              onError: (error) => {
                if (isApiError(error) && error.errors) setConfirming(false);
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
        testId="decide-claim-dialog"
      >
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <Trans>
              <bdi>{owner}</bdi> keeps <bdi>{kept}</bdi> of the deposit.
            </Trans>
          </li>
          <li>
            <Trans>
              <bdi>{back}</bdi> goes back to <bdi>{renter}</bdi>.
            </Trans>
          </li>
          <li>
            <Trans>Both are e-mailed your note. The decision is final.</Trans>
          </li>
        </ul>
      </ConfirmDialog>
    </>
  );
}
