import { Trans, useLingui } from '@lingui/react/macro';
import type { FulfilmentMethod } from '@ownless/shared';
import { controlProps, Field, FieldError, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatCents, groupDigits } from '@/lib/i18n';
import { fulfilmentLabel } from '../../utils/listing-labels';
import type { QuoteFieldsProps } from './use-quote-box';

/** How it changes hands (pickup, delivery, shipping), and for shipping which option. */
export function HandoverChoice({ listing, values, idPrefix, errorFor, set }: QuoteFieldsProps) {
  const { t } = useLingui();
  const km = listing.delivery_radius_km ? groupDigits(listing.delivery_radius_km) : null;
  const shippingId = `${idPrefix}-shippingOptionId`;
  const shippingError = errorFor('shippingOptionId');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Trans>Hand-over</Trans>
      </legend>
      <div className="space-y-2">
        {(listing.fulfilment as FulfilmentMethod[]).map((method) => (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
              values.fulfilment === method
                ? 'border-brand-600 bg-brand-50/60 dark:border-brand-400 dark:bg-brand-400/10'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name={`${idPrefix}-fulfilment`}
              value={method}
              checked={values.fulfilment === method}
              onChange={() =>
                set({
                  fulfilment: method,
                  shippingOptionId:
                    method === 'shipping'
                      ? values.shippingOptionId || String(listing.shipping_options[0]?.id ?? '')
                      : '',
                })
              }
              className="mt-0.5 size-4 accent-brand-700"
              data-testid={`quote-fulfilment-${method}`}
            />
            <span>
              <span className="font-medium text-slate-900 dark:text-white">
                {fulfilmentLabel(method)}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {method === 'pickup' && t`Collect it from the owner`}
                {method === 'delivery' &&
                  (km ? t`Within ${km} km of the listing` : t`The owner brings it to you`)}
                {method === 'shipping' && t`Sent to your address`}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${idPrefix}-fulfilment-error`} message={errorFor('fulfilment')} compact />
      {values.fulfilment === 'shipping' && (
        <Field
          id={shippingId}
          label={t`Shipping option`}
          error={shippingError}
          compact
          className="mt-3"
        >
          <select
            {...controlProps(shippingId, shippingError)}
            value={values.shippingOptionId}
            onChange={(event) => set({ shippingOptionId: event.target.value })}
            className={inputClass(Boolean(shippingError))}
            data-testid="quote-shipping-option"
          >
            <option value="">{t`Choose…`}</option>
            {listing.shipping_options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} — {formatCents(option.price_cents)}
              </option>
            ))}
          </select>
        </Field>
      )}
    </fieldset>
  );
}
