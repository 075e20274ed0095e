import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

/** A link back to where a page belongs ("All listings"), its arrow turned for right-to-left. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
    >
      <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {children}
    </Link>
  );
}
