import type { ListingDetail } from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { DetailSection } from './detail-section';

/** "Cancellation policy": the one the owner chose, or a prompt to ask them. */
export function PolicySection({ policy }: { policy: ListingDetail['policy'] }) {
  const { t } = useLingui();
  return (
    <DetailSection
      id="listing-policy"
      title={t`Cancellation policy`}
      icon={<FileText className="size-5 text-brand-700 dark:text-brand-400" aria-hidden="true" />}
    >
      {policy ? (
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{policy.name}</p>
          <p className="mt-1 text-sm/6 text-slate-700 dark:text-slate-300">{policy.description}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>The owner has not chosen a policy; ask them before you book.</Trans>
        </p>
      )}
    </DetailSection>
  );
}
