import { Trans } from '@lingui/react/macro';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountPanel } from './delete-account-panel';

/** The profile settings' "Your data" section: a copy of it, and deleting the account. */
export function YourData() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="your-data-export">
        <h3 id="your-data-export" className="mb-3 font-semibold text-slate-900 dark:text-white">
          <Trans>Download your data</Trans>
        </h3>
        <DataExportPanel />
      </section>
      <section
        aria-labelledby="your-data-delete"
        className="border-t border-slate-200 pt-6 dark:border-slate-800"
      >
        <h3 id="your-data-delete" className="mb-3 font-semibold text-red-700 dark:text-red-400">
          <Trans>Delete your account</Trans>
        </h3>
        <DeleteAccountPanel />
      </section>
    </div>
  );
}
