import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatListingPrice, frequencyLabel } from '../../utils/listing-price';
import { offeredFrequencies, unitLimits } from '../../utils/quote-form';
import type { QuoteFieldsProps } from './use-quote-box';

/**
 * How to take it: one card per rate the owner offers (and Buy), with its price. Switching
 * rate keeps the length within the new rate's limits.
 */
export function RateChoice({ listing, values, idPrefix, rules, errorFor, set }: QuoteFieldsProps) {
  const { t } = useLingui();
  const offered = offeredFrequencies(listing);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {offered.includes('Once') && offered.length > 1 ? (
          <Trans>Rent or buy</Trans>
        ) : (
          <Trans>How do you want it?</Trans>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t`Rate`}>
        {offered.map((option) => {
          const entry = listing.frequencies.find(
            (f) => f.frequency === option && f.type === (option === 'Once' ? 'sale' : 'rent'),
          );
          const checked = values.frequency === option;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer flex-col rounded-xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-400/10 dark:text-brand-100'
                  : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-frequency`}
                value={option}
                checked={checked}
                onChange={() => {
                  const next = option;
                  const nextLimits = next !== 'Once' ? unitLimits(listing, next, rules) : null;
                  const units = Number(values.units);
                  set({
                    frequency: next,
                    units:
                      nextLimits && (!Number.isInteger(units) || units < nextLimits.min)
                        ? String(nextLimits.min)
                        : nextLimits && units > nextLimits.max
                          ? String(nextLimits.max)
                          : values.units,
                  });
                }}
                className="sr-only"
                data-testid={`quote-frequency-${option}`}
              />
              <span className="font-semibold">
                {frequencyLabel({ type: option === 'Once' ? 'sale' : 'rent', frequency: option })}
              </span>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                {entry ? formatListingPrice(entry.price) : ''}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${idPrefix}-frequency-error`} message={errorFor('frequency')} compact />
    </fieldset>
  );
}
