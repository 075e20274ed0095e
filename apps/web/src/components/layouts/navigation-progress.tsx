import { useNavigationPending } from '@/lib/navigation';

/** A thin bar at the top while a lazy route's code (or its guard) is loading. */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-950"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600 dark:bg-brand-400" />
    </div>
  );
}
