import { cn } from '@/lib/cn';

/** The green dot on an avatar of someone connected now (the text says it for screen readers). */
export function OnlineDot({ online, className }: { online: boolean; className?: string }) {
  if (!online) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -end-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-slate-900',
        className,
      )}
      data-testid="online-dot"
    />
  );
}
