import type { CurrentUser, ListingDetail } from '@ownless/shared';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { offeredFrequencies, type QuoteFormValues } from '../../utils/quote-form';
import { safeTimeZone } from '../../utils/zoned-time';
import { HandoverChoice } from './handover-choice';
import { LengthQuantityFields } from './length-quantity-fields';
import { GuestActions, QuoteActionOutcome, QuoteActions } from './quote-actions';
import { QuotePrice } from './quote-price';
import { RateChoice } from './rate-choice';
import { StartFields } from './start-fields';
import { useQuoteBox } from './use-quote-box';

/** The owner's own listing: what renters see here, and the way to edit it. */
function OwnerShortcuts({ listingId }: { listingId: number }) {
  return (
    <div className="space-y-4" data-testid="quote-owner">
      <Alert tone="info" title="This is your listing">
        Renters see the price box here. You can edit the listing, its prices and its blocked dates.
      </Alert>
      <Link to={paths.editListing(listingId)} className={buttonClass('outline', 'md', 'w-full')}>
        <PencilLine className="size-4" aria-hidden="true" />
        Edit listing
      </Link>
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
  const box = useQuoteBox({ listing, user, values, onChange });
  const { fields, quote, server, actions } = box;

  if (box.isOwner) return <OwnerShortcuts listingId={listing.id} />;

  if (offeredFrequencies(listing).length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The owner has not set prices yet, so this listing cannot be booked.
      </p>
    );
  }

  const fieldErrorCount = Object.keys(server.fields).length;

  return (
    <div className="space-y-5" data-testid="quote-box">
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

      <QuoteActionOutcome
        actionError={actions.actionError}
        fieldErrorCount={fieldErrorCount}
        otherErrors={server.rest}
        added={actions.added}
      />

      {user ? (
        <QuoteActions
          listing={listing}
          idPrefix={fields.idPrefix}
          isSale={values.frequency === 'Once'}
          rules={fields.rules}
          actions={actions}
        />
      ) : (
        <GuestActions />
      )}
      {!actions.canAct && box.selection && box.quoteMatches && quote.data?.available === false && (
        <p className="sr-only">The buttons are off because these dates are not available.</p>
      )}
    </div>
  );
}
