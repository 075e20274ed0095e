import { useLingui } from '@lingui/react/macro';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';
import { unitCount, unitLimits, unitsLabel } from '../../utils/quote-form';
import type { QuoteFieldsProps } from './use-quote-box';

/**
 * How long (in the chosen rate's units, within the owner's limits) and how many, when the
 * owner has more than one. A sale has no length.
 */
export function LengthQuantityFields({
  listing,
  values,
  idPrefix,
  rules,
  errorFor,
  set,
}: QuoteFieldsProps) {
  const { t } = useLingui();
  const frequency = values.frequency;
  const isSale = frequency === 'Once';
  const limits = frequency && frequency !== 'Once' ? unitLimits(listing, frequency, rules) : null;
  const unitsId = `${idPrefix}-units`;
  const unitsError = errorFor('units');
  // The limits are worth saying only when the owner set some.
  let unitsHint: string | undefined;
  if (frequency && frequency !== 'Once' && limits && !unitsError) {
    if (limits.min > 1 || limits.max < 1000) {
      const min = groupDigits(limits.min);
      const length = unitCount(frequency, limits.max);
      unitsHint = t`${min} to ${length}`;
    }
  }
  const quantityId = `${idPrefix}-quantity`;
  const quantityError = errorFor('quantity');
  const stock = groupDigits(listing.quantity);
  const quantityHint = quantityError ? undefined : t`${stock} available`;

  return (
    <div className={cn('grid gap-3', !isSale && listing.quantity > 1 && 'grid-cols-2')}>
      {frequency && frequency !== 'Once' && (
        <Field
          id={unitsId}
          label={unitsLabel(frequency)}
          hint={unitsHint}
          error={unitsError}
          compact
        >
          <input
            {...controlProps(unitsId, unitsError, unitsHint)}
            type="number"
            inputMode="numeric"
            min={limits?.min ?? 1}
            max={limits?.max}
            step={1}
            value={values.units}
            onChange={(event) => set({ units: event.target.value })}
            className={inputClass(Boolean(unitsError))}
            data-testid="quote-units"
          />
        </Field>
      )}
      {listing.quantity > 1 && (
        <Field
          id={quantityId}
          label={t`Quantity`}
          hint={quantityHint}
          error={quantityError}
          compact
        >
          <input
            {...controlProps(quantityId, quantityError, quantityHint)}
            type="number"
            inputMode="numeric"
            min={1}
            max={listing.quantity}
            step={1}
            value={values.quantity}
            onChange={(event) => set({ quantity: event.target.value })}
            className={inputClass(Boolean(quantityError))}
            data-testid="quote-quantity"
          />
        </Field>
      )}
    </div>
  );
}
