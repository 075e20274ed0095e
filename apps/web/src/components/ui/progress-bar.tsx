import { numberFormat } from '@/lib/i18n';

/** An upload's progress: a labelled bar (0–100) and its percentage below. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {numberFormat({ style: 'percent' }).format(percent / 100)}
      </p>
    </div>
  );
}
