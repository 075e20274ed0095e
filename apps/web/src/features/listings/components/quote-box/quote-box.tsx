import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { errorMessage } from '@/lib/api-client';
import { withCatalogs } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { offeredFrequencies } from '../../utils/quote-form';
import { safeTimeZone } from '../../utils/zoned-time';
import { BookingRulesNote } from './booking-rules-note';
import { HandoverChoice } from './handover-choice';
import { LengthQuantityFields } from './length-quantity-fields';
import { GuestActions } from './guest-actions';
import { QuotePrice } from './quote-price';
import { RateChoice } from './rate-choice';
import { StartFields } from './start-fields';
import { type QuoteBoxProps, useQuoteBox } from './use-quote-box';

// The actions and their outcome are a signed-in renter's, the shortcuts an owner's: a guest's
// first page carries none of them. With a session stored they load with the page, alongside
// the listing's own request.
const loadQuoteActions = () => import('./quote-actions');
const loadOwnerShortcuts = () => import('./owner-shortcuts');
if (useSessionStore.getState().token) {
  void loadQuoteActions();
  void loadOwnerShortcuts();
}
const OwnerShortcuts = lazy(async () => ({
  default: (await withCatalogs(loadOwnerShortcuts)).OwnerShortcuts,
}));
const QuoteActions = lazy(async () => ({
  default: (await withCatalogs(loadQuoteActions)).QuoteActions,
}));
const QuoteActionOutcome = lazy(async () => ({
  default: (await withCatalogs(loadQuoteActions)).QuoteActionOutcome,
}));

/**
 * The quote box (docs/decisions/0007-discovery.md): how to rent, the start (and time for
 * hourly), the length, quantity and hand-over → a live quote from the server with its line
 * items. Signed in: Add to cart or Request reservation; guests are asked to sign in and
 * come back; owners see their own listing's shortcuts instead.
 */
export function QuoteBox({ listing, user, values, onChange }: QuoteBoxProps) {
  const box = useQuoteBox({ listing, user, values, onChange });
  const { fields, quote, server, actions } = box;

  if (box.isOwner) {
    return (
      <Suspense fallback={null}>
        <OwnerShortcuts listingId={listing.id} />
      </Suspense>
    );
  }

  if (offeredFrequencies(listing).length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>The owner has not set prices yet, so this listing cannot be booked.</Trans>
      </p>
    );
  }

  const fieldErrorCount = Object.keys(server.fields).length;

  return (
    <div className="space-y-5" data-testid="quote-box" onFocusCapture={box.loadChecks}>
      <BookingRulesNote listing={listing} />
      <RateChoice {...fields} />
      <StartFields {...fields} />
      <LengthQuantityFields {...fields} />
      {listing.fulfilment.length > 0 && <HandoverChoice {...fields} />}

      <QuotePrice
        valid={Boolean(box.selection)}
        quote={quote.data}
        current={box.quoteMatches}
        fetching={quote.isFetching}
        failed={quote.isError}
        failure={quote.isError && !fieldErrorCount ? errorMessage(quote.error) : null}
        timeZone={safeTimeZone(listing.timezone)}
        serviceFeePercent={box.serviceFeePercent}
      />

      {(actions.actionError || actions.added) && (
        <Suspense fallback={null}>
          <QuoteActionOutcome
            actionError={actions.actionError}
            fieldErrorCount={fieldErrorCount}
            otherErrors={server.rest}
            added={actions.added}
          />
        </Suspense>
      )}

      {user ? (
        <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
          <QuoteActions
            listing={listing}
            idPrefix={fields.idPrefix}
            isSale={values.frequency === 'Once'}
            rules={fields.rules}
            actions={actions}
          />
        </Suspense>
      ) : (
        <GuestActions />
      )}
      {!actions.canAct && box.selection && box.quoteMatches && quote.data?.available === false && (
        <p className="sr-only">
          <Trans>The buttons are off because these dates are not available.</Trans>
        </p>
      )}
    </div>
  );
}
