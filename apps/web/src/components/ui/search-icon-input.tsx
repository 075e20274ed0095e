import type { ReactNode } from 'react';
import { Search } from 'lucide-react';

/** A search input (`children`, leaving room with `ps-9`) with the magnifier at its start. */
export function SearchIconInput({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      {children}
    </div>
  );
}
