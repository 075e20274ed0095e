import { useId, useState, type ReactNode } from 'react';
import type {
  CurrentUser,
  FulfilmentMethod,
  Frequency,
  ListingDetail,
  QuoteView,
} from '@ownless/shared';
import { formatCents } from '@ownless/shared/format';
import { CalendarClock, CheckCircle2, Info, PencilLine, ShoppingCart, Truck } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass, LoadingButton } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError, type ApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { rememberReturnTo, signInPathFor, signUpPathFor } from '@/lib/return-to';
import { useCartStore } from '@/stores/cart-store';
import { useQuote } from '../api/get-quote';
import { useRequestReservation } from '../api/request-reservation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatListingPrice } from '../utils/listing-price';
import {
  earliestStartDay,
  FULFILMENT_LABELS,
  offeredFrequencies,
  UNIT_NAMES,
  unitLimits,
  validateQuoteForm,
  type QuoteField,
  type QuoteFormErrors,
  type QuoteFormValues,
  type QuoteSelection,
} from '../utils/quote-form';
import { addDays, zonedDay } from '@ownless/shared/time';
import { formatZoned, safeTimeZone, zoneLabel } from '../utils/zoned-time';

/** Server field names → the quote box's fields. */
const SERVER_FIELDS: Record<string, QuoteField> = {
  frequency: 'frequency',
  start_at: 'startDate',
  units: 'units',
  quantity: 'quantity',
  fulfilment: 'fulfilment',
  shipping_option_id: 'shippingOptionId',
};

function serverFieldErrors(
  error: unknown,
  hourly: boolean,
): { fields: QuoteFormErrors; rest: string[] } {
  const fields: QuoteFormErrors = {};
  const rest: string[] = [];
  if (!isApiError(error) || !error.errors) return { fields, rest };
  for (const [name, messages] of Object.entries(error.errors)) {
    let field = SERVER_FIELDS[name];
    if (field === 'startDate' && hourly) field = 'startTime';
    if (field) fields[field] = messages.join(' ');
    else rest.push(...messages);
  }
  return { fields, rest };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
    >
      {children}
    </label>
  );
}

function QuoteSummary({
  quote,
  timeZone,
  stale,
  serviceFeePercent,
}: {
  quote: QuoteView;
  timeZone: string;
  stale: boolean;
  /** The server's rate (GET /api/config), beside the fee it charged. */
  serviceFeePercent: number | undefined;
}) {
  return (
    <div
      className={cn('space-y-3 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale || undefined}
      data-testid="quote-result"
    >
      <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CalendarClock
          className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
          aria-hidden="true"
        />
        <span>
          {quote.type === 'sale' ? (
            <>Handover on {formatZoned(quote.start_at, timeZone)}</>
          ) : (
            <>
              {formatZoned(quote.start_at, timeZone)} → {formatZoned(quote.end_at, timeZone)}
            </>
          )}
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            ({zoneLabel(timeZone, new Date(quote.start_at))})
          </span>
        </span>
      </p>
      <table className="w-full text-sm" data-testid="quote-line-items">
        <caption className="sr-only">Price details</caption>
        <tbody>
          {quote.line_items.map((item) => (
            <tr key={item.code}>
              <th
                scope="row"
                className="py-1 text-start font-normal text-slate-700 dark:text-slate-300"
              >
                {item.label}
                {item.code === 'service_fee' &&
                  serviceFeePercent !== undefined &&
                  ` (${serviceFeePercent}%)`}
                {item.code === 'deposit' && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    Held, released after the return
                  </span>
                )}
              </th>
              <td className="py-1 text-end align-top text-slate-900 tabular-nums dark:text-white">
                {formatCents(item.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 dark:border-slate-800">
            <th
              scope="row"
              className="pt-3 text-start text-base font-bold text-slate-900 dark:text-white"
            >
              Total
            </th>
            <td
              className="pt-3 text-end text-base font-bold text-slate-900 tabular-nums dark:text-white"
              data-testid="quote-total"
            >
              {formatCents(quote.total_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {!quote.available && (
        <Alert tone="warning" title="Not available then" data-testid="quote-unavailable">
          {quote.unavailable_reason ?? 'Try other dates or a smaller quantity.'}
        </Alert>
      )}
    </div>
  );
}

/**
 * The quote box (docs/decisions/0007-discovery.md): how to rent, the start (and time for
 * hourly), the length, quantity and hand-over → a live quote from the server with its line
 * items. Signed in: Add to cart or Request reservation; guests are asked to sign in and
 * come back; owners see their own listing's shortcuts instead.
 */
export function QuoteBox({
  listing,
  user,
  values,
  onChange,
}: {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  values: QuoteFormValues;
  onChange: (values: QuoteFormValues) => void;
}) {
  const id = useId().replace(/:/g, '');
  const location = useLocation();
  const navigate = useNavigate();
  const zone = safeTimeZone(listing.timezone);
  const [touched, setTouched] = useState<Partial<Record<QuoteField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [note, setNote] = useState('');
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [added, setAdded] = useState<{ cartId: number; count: number } | null>(null);
  const adding = useCartStore((state) => state.pending.add > 0);
  const request = useRequestReservation();
  const config = useAppConfig().data;
  const rules = config?.rules;

  const offered = offeredFrequencies(listing);
  const isOwner = user?.id === listing.owner.id;
  const validation = validateQuoteForm(values, listing, undefined, rules);
  const selection: QuoteSelection | null = validation.ok ? validation.selection : null;
  const settled = useDebouncedValue(selection, 300);
  const quote = useQuote(listing.id, isOwner ? null : settled);
  const server = serverFieldErrors(quote.error ?? actionError, values.frequency === 'Hourly');
  const settledMatches = JSON.stringify(settled) === JSON.stringify(selection);

  const clientErrors = validation.ok ? {} : validation.errors;
  const errorFor = (field: QuoteField) =>
    (touched[field] || attempted ? clientErrors[field] : undefined) ??
    (selection && settledMatches ? server.fields[field] : undefined) ??
    (actionError ? server.fields[field] : undefined);

  const set = (patch: Partial<QuoteFormValues>) => {
    setTouched((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, true])),
    }));
    setActionError(null);
    setAdded(null);
    onChange({ ...values, ...patch });
  };

  if (isOwner) {
    return (
      <div className="space-y-4" data-testid="quote-owner">
        <Alert tone="info" title="This is your listing">
          Renters see the price box here. You can edit the listing, its prices and its blocked
          dates.
        </Alert>
        <Link to={paths.editListing(listing.id)} className={buttonClass('outline', 'md', 'w-full')}>
          <PencilLine className="size-4" aria-hidden="true" />
          Edit listing
        </Link>
      </div>
    );
  }

  if (offered.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The owner has not set prices yet, so this listing cannot be booked.
      </p>
    );
  }

  const frequency = values.frequency as Frequency | '';
  const isSale = frequency === 'Once';
  const limits = frequency && frequency !== 'Once' ? unitLimits(listing, frequency, rules) : null;
  const earliest = earliestStartDay(listing);
  // The horizon counts from today, as the server counts it, whatever notice the owner needs.
  const latest = rules ? addDays(zonedDay(new Date(), zone), rules.bookingHorizonDays) : undefined;
  const quoteData = quote.data;
  const quoteMatches = Boolean(
    selection && settledMatches && quoteData && !quote.isPlaceholderData,
  );
  const canAct = Boolean(selection && quoteMatches && quoteData?.available && !quote.isFetching);
  const busy = adding || request.isPending;

  const onAddToCart = async () => {
    setAttempted(true);
    if (!selection) return;
    setActionError(null);
    const result = await useCartStore
      .getState()
      .addToCart({ ...selection, listing_id: listing.id });
    if (result.ok) setAdded({ cartId: result.cart.cartId, count: result.cart.cartItemsCount });
    else setActionError(result.error);
  };

  const onRequest = () => {
    setAttempted(true);
    if (!selection) return;
    setActionError(null);
    request.mutate(
      { ...selection, listing_id: listing.id, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: ({ reservations }) => {
          const created = reservations[0];
          if (created) void navigate(paths.rentals.request(created.id));
        },
        onError: (error) => setActionError(isApiError(error) ? error : null),
      },
    );
  };

  const describedBy = (field: QuoteField, hint?: string) =>
    [hint, errorFor(field) ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const here = `${location.pathname}${location.search}`;
  const quoteFailure =
    quote.isError && !Object.keys(server.fields).length ? errorMessage(quote.error) : null;

  return (
    <div className="space-y-5" data-testid="quote-box">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          {offered.includes('Once') && offered.length > 1 ? 'Rent or buy' : 'How do you want it?'}
        </legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Rate">
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
                  name={`${id}-frequency`}
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
                <span className="font-semibold">{option === 'Once' ? 'Buy' : option}</span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {entry ? formatListingPrice(entry.price) : ''}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${id}-frequency-error`} message={errorFor('frequency')} />
      </fieldset>

      <div
        className={cn(
          'grid gap-3',
          frequency === 'Hourly' && 'grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]',
        )}
      >
        <div>
          <Label htmlFor={`${id}-startDate`}>{isSale ? 'Handover date' : 'Start date'}</Label>
          <input
            id={`${id}-startDate`}
            type="date"
            min={earliest}
            max={latest}
            value={values.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
            className={inputClass(Boolean(errorFor('startDate')))}
            aria-invalid={errorFor('startDate') ? true : undefined}
            aria-describedby={describedBy('startDate')}
            data-testid="quote-start-date"
          />
          <FieldError id={`${id}-startDate-error`} message={errorFor('startDate')} />
        </div>
        {frequency === 'Hourly' && (
          <div>
            <Label htmlFor={`${id}-startTime`}>Time</Label>
            <input
              id={`${id}-startTime`}
              type="time"
              step={900}
              value={values.startTime}
              onChange={(event) => set({ startTime: event.target.value })}
              className={inputClass(Boolean(errorFor('startTime')))}
              aria-invalid={errorFor('startTime') ? true : undefined}
              aria-describedby={describedBy('startTime')}
              data-testid="quote-start-time"
            />
            <FieldError id={`${id}-startTime-error`} message={errorFor('startTime')} />
          </div>
        )}
      </div>

      <div className={cn('grid gap-3', !isSale && listing.quantity > 1 && 'grid-cols-2')}>
        {!isSale && frequency && (
          <div>
            <Label htmlFor={`${id}-units`}>Number of {UNIT_NAMES[frequency][1]}</Label>
            <input
              id={`${id}-units`}
              type="number"
              inputMode="numeric"
              min={limits?.min ?? 1}
              max={limits?.max}
              step={1}
              value={values.units}
              onChange={(event) => set({ units: event.target.value })}
              className={inputClass(Boolean(errorFor('units')))}
              aria-invalid={errorFor('units') ? true : undefined}
              aria-describedby={describedBy('units', limits ? `${id}-units-hint` : undefined)}
              data-testid="quote-units"
            />
            {limits && !errorFor('units') && (limits.min > 1 || limits.max < 1000) && (
              <p
                id={`${id}-units-hint`}
                className="mt-1.5 text-xs text-slate-600 dark:text-slate-400"
              >
                {limits.min} to {limits.max} {UNIT_NAMES[frequency][1]}
              </p>
            )}
            <FieldError id={`${id}-units-error`} message={errorFor('units')} />
          </div>
        )}
        {listing.quantity > 1 && (
          <div>
            <Label htmlFor={`${id}-quantity`}>Quantity</Label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={listing.quantity}
              step={1}
              value={values.quantity}
              onChange={(event) => set({ quantity: event.target.value })}
              className={inputClass(Boolean(errorFor('quantity')))}
              aria-invalid={errorFor('quantity') ? true : undefined}
              aria-describedby={describedBy('quantity', `${id}-quantity-hint`)}
              data-testid="quote-quantity"
            />
            {!errorFor('quantity') && (
              <p
                id={`${id}-quantity-hint`}
                className="mt-1.5 text-xs text-slate-600 dark:text-slate-400"
              >
                {listing.quantity} available
              </p>
            )}
            <FieldError id={`${id}-quantity-error`} message={errorFor('quantity')} />
          </div>
        )}
      </div>

      {listing.fulfilment.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
            Hand-over
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
                  name={`${id}-fulfilment`}
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
                    {FULFILMENT_LABELS[method]}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {method === 'pickup' && 'Collect it from the owner'}
                    {method === 'delivery' &&
                      (listing.delivery_radius_km
                        ? `Within ${listing.delivery_radius_km} km of the listing`
                        : 'The owner brings it to you')}
                    {method === 'shipping' && 'Sent to your address'}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-fulfilment-error`} message={errorFor('fulfilment')} />
          {values.fulfilment === 'shipping' && (
            <div className="mt-3">
              <Label htmlFor={`${id}-shippingOptionId`}>Shipping option</Label>
              <select
                id={`${id}-shippingOptionId`}
                value={values.shippingOptionId}
                onChange={(event) => set({ shippingOptionId: event.target.value })}
                className={inputClass(Boolean(errorFor('shippingOptionId')))}
                aria-invalid={errorFor('shippingOptionId') ? true : undefined}
                aria-describedby={describedBy('shippingOptionId')}
                data-testid="quote-shipping-option"
              >
                <option value="">Choose…</option>
                {listing.shipping_options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} — {formatCents(option.price_cents)}
                  </option>
                ))}
              </select>
              <FieldError
                id={`${id}-shippingOptionId-error`}
                message={errorFor('shippingOptionId')}
              />
            </div>
          )}
        </fieldset>
      )}

      <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-live="polite">
        {!selection ? (
          <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Fix the fields above to see the price.
          </p>
        ) : quoteData && (quoteMatches || quote.isFetching) ? (
          <QuoteSummary
            quote={quoteData}
            timeZone={zone}
            stale={!quoteMatches || quote.isFetching}
            serviceFeePercent={config?.fees.renterServiceFeePercent}
          />
        ) : quote.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {quoteFailure ?? 'Check the highlighted fields.'}
          </p>
        ) : (
          <div className="space-y-2" aria-busy="true" aria-label="Getting the price">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        )}
      </div>

      {actionError && !Object.keys(server.fields).length && (
        <Alert tone="error" data-testid="quote-action-error">
          {errorMessage(actionError)}
        </Alert>
      )}
      {actionError && server.rest.length > 0 && <Alert tone="error">{server.rest.join(' ')}</Alert>}
      {added && (
        <Alert
          tone="success"
          title="Added to your cart"
          data-testid="quote-added"
          action={
            <Link
              to={paths.shoppingCart(added.cartId)}
              className="font-semibold underline underline-offset-4"
            >
              View cart ({added.count})
            </Link>
          }
        >
          Request it with the rest of your cart whenever you are ready.
        </Alert>
      )}

      {user ? (
        <div className="space-y-3">
          <details className="group rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">
              Add a message for {listing.owner.firstName}
            </summary>
            <label htmlFor={`${id}-note`} className="sr-only">
              Message for the owner (optional)
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={1000}
              rows={3}
              placeholder="When and how you'd like to pick it up, what it is for…"
              className={inputClass(false, 'mt-2 text-sm')}
            />
          </details>
          <LoadingButton
            className="w-full"
            size="lg"
            loading={request.isPending}
            loadingText="Sending request…"
            disabled={!canAct || busy}
            onClick={onRequest}
            data-testid="request-reservation"
          >
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {isSale ? 'Request to buy' : 'Request reservation'}
          </LoadingButton>
          <LoadingButton
            variant="outline"
            className="w-full"
            loading={adding}
            loadingText="Adding…"
            disabled={!canAct || busy}
            onClick={() => void onAddToCart()}
            data-testid="add-to-cart"
          >
            <ShoppingCart className="size-4" aria-hidden="true" />
            Add to cart
          </LoadingButton>
          <p className="text-center text-xs text-slate-600 dark:text-slate-400">
            You won’t be charged yet
            {rules
              ? `: ${listing.owner.firstName} has ${rules.requestExpiryHours} hours to accept.`
              : '.'}
          </p>
        </div>
      ) : (
        <div className="space-y-3" data-testid="quote-guest">
          <Link
            to={signInPathFor(here)}
            onClick={() => rememberReturnTo(here)}
            className={buttonClass('primary', 'lg', 'w-full')}
            data-testid="sign-in-to-rent"
          >
            Sign in to rent
          </Link>
          <Link
            to={signUpPathFor(here)}
            onClick={() => rememberReturnTo(here)}
            className={buttonClass('outline', 'md', 'w-full')}
          >
            Create an account
          </Link>
          <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600 dark:text-slate-400">
            <Truck className="size-3.5" aria-hidden="true" />
            You’ll come back right here after signing in.
          </p>
        </div>
      )}
      {!canAct && selection && quoteMatches && quoteData?.available === false && (
        <p className="sr-only">The buttons are off because these dates are not available.</p>
      )}
    </div>
  );
}
