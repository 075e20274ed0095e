import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/** A thin bar at the top while a navigation waits for the next page's code or its guard. */
export function NavigationProgress() {
  const { t } = useLingui();
  if (useNavigation().state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-950"
      role="progressbar"
      aria-label={t`Loading page`}
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600 dark:bg-brand-400" />
    </div>
  );
}
