import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarRange, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid YYYY-MM-DD from the URL, else undefined (a hand-edited URL must not break the list). */
export const readDay = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The from/to date filter of a reservation list. It lives in the URL; Apply
 * writes it (back to page 1), Clear removes it.
 */
export function DateRangeFilter({
  from,
  to,
  onApply,
}: {
  from?: string;
  to?: string;
  onApply: (range: { from?: string; to?: string }) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  const [error, setError] = useState<string | null>(null);
  // The URL changed elsewhere (Back, a link): follow it.
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setDraft({ from: from ?? '', to: to ?? '' });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(t`The end date is before the start date.`);
      return;
    }
    setError(null);
    onApply({ from: draft.from || undefined, to: draft.to || undefined });
  };
  const active = Boolean(from || to);

  return (
    <form
      onSubmit={submit}
      aria-label={t`Filter by date`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end dark:border-slate-800 dark:bg-slate-900"
      data-testid="date-filter"
    >
      <div className="grid flex-1 grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-from`}
            className="block text-sm font-semibold text-slate-900 dark:text-white"
          >
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass(Boolean(error), 'mt-1.5 h-11 py-2 text-sm')}
          />
        </div>
        <div>
          <label
            htmlFor={`${id}-to`}
            className="block text-sm font-semibold text-slate-900 dark:text-white"
          >
            <Trans>To</Trans>
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass(Boolean(error), 'mt-1.5 h-11 py-2 text-sm')}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" className="flex-1 sm:flex-none">
          <CalendarRange className="size-4" aria-hidden="true" />
          <Trans>Apply</Trans>
        </Button>
        {active && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({ from: '', to: '' });
              setError(null);
              onApply({});
            }}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm text-red-700 sm:basis-full dark:text-red-400"
        >
          {error}
        </p>
      )}
    </form>
  );
}
