import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat, numberFormat } from '@/lib/i18n';
import { useCountdown } from '../hooks/use-countdown';
import { getLaunchDate } from '../utils/launch-date';

const UNIT_LABELS = {
  days: msg`Days`,
  hours: msg`Hours`,
  minutes: msg`Minutes`,
  seconds: msg`Seconds`,
} as const;

export function LaunchCountdown() {
  const { i18n } = useLingui();
  const [launchDate] = useState(() => getLaunchDate());
  const { days, hours, minutes, seconds, done } = useCountdown(launchDate);
  const dateLabel = dateTimeFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(
    launchDate,
  );
  const plain = numberFormat();
  const pad = numberFormat({ minimumIntegerDigits: 2 });

  if (done) {
    return (
      <p className="text-lg font-semibold text-brand-700 dark:text-brand-400">
        <Trans>We are live. Welcome!</Trans>
      </p>
    );
  }

  const units = [
    { key: 'days', value: plain.format(days) },
    { key: 'hours', value: pad.format(hours) },
    { key: 'minutes', value: pad.format(minutes) },
    { key: 'seconds', value: pad.format(seconds) },
  ] as const;

  return (
    <div>
      <p className="sr-only">
        <Trans>Launching on {dateLabel}.</Trans>
      </p>
      <ol className="grid grid-cols-4 gap-2 sm:gap-4" aria-hidden="true" data-testid="countdown">
        {units.map(({ key, value }) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm sm:px-4 sm:py-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-3xl font-bold text-slate-900 tabular-nums sm:text-5xl dark:text-white">
              {value}
            </span>
            <span className="mt-1 block text-xs font-medium tracking-wide text-slate-600 uppercase sm:text-sm rtl:tracking-normal dark:text-slate-400">
              {i18n._(UNIT_LABELS[key])}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Launching on {dateLabel}</Trans>
      </p>
    </div>
  );
}
