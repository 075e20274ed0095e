import { useId, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useDisputeClaim } from '../api/claims';
import { reasonProblem } from '../utils/claim-input';
import { EvidenceFields, EvidenceFormActions, useEvidence } from './evidence-fields';

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
  const id = useId();
  const dispute = useDisputeClaim();
  const evidence = useEvidence();
  const { reason, photos } = evidence;
  const busy = dispute.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    evidence.setChecked(true);
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
      <EvidenceFields id={id} kind="dispute" evidence={evidence} sending={dispute} />
      <EvidenceFormActions kind="dispute" sending={dispute} fields={FIELDS} onCancel={onCancel} />
    </form>
  );
}
