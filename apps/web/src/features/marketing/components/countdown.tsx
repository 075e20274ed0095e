import { useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { getLaunchDate } from '../utils/launch-date';

const pad = (value: number) => String(value).padStart(2, '0');

export function LaunchCountdown() {
  const [launchDate] = useState(() => getLaunchDate());
  const { days, hours, minutes, seconds, done } = useCountdown(launchDate);
  const dateLabel = launchDate.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

  if (done) {
    return (
      <p className="text-lg font-semibold text-brand-700 dark:text-brand-400">
        We are live. Welcome!
      </p>
    );
  }

  const units = [
    { label: 'Days', value: String(days) },
    { label: 'Hours', value: pad(hours) },
    { label: 'Minutes', value: pad(minutes) },
    { label: 'Seconds', value: pad(seconds) },
  ];

  return (
    <div>
      <p className="sr-only">Launching on {dateLabel}.</p>
      <ol className="grid grid-cols-4 gap-2 sm:gap-4" aria-hidden="true" data-testid="countdown">
        {units.map(({ label, value }) => (
          <li
            key={label}
            className="rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm sm:px-4 sm:py-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-3xl font-bold text-slate-900 tabular-nums sm:text-5xl dark:text-white">
              {value}
            </span>
            <span className="mt-1 block text-xs font-medium tracking-wide text-slate-600 uppercase sm:text-sm dark:text-slate-400">
              {label}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Launching on {dateLabel}</p>
    </div>
  );
}
