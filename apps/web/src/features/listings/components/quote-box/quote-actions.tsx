import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingDetail, PublicRules } from '@ownless/shared';
import { CheckCircle2, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage, type ApiError } from '@/lib/api-client';
import type { useQuoteBox } from './use-quote-box';

type QuoteActionsState = ReturnType<typeof useQuoteBox>['actions'];

/**
 * What the last action came to: the server's refusal (its field errors are under the fields;
 * the rest, or its message when no field is named, here) or the item added to the cart.
 */
export function QuoteActionOutcome({
  actionError,
  fieldErrorCount,
  otherErrors,
  added,
}: {
  actionError: ApiError | null;
  /** How many of the server's errors are shown under a field. */
  fieldErrorCount: number;
  /** The server's errors of no field of the box. */
  otherErrors: string[];
  added: QuoteActionsState['added'];
}) {
  const { t } = useLingui();
  const count = added?.count;
  return (
    <>
      {actionError && !fieldErrorCount && (
        <Alert tone="error" data-testid="quote-action-error">
          {errorMessage(actionError)}
        </Alert>
      )}
      {actionError && otherErrors.length > 0 && <Alert tone="error">{otherErrors.join(' ')}</Alert>}
      {added && (
        <Alert
          tone="success"
          title={t`Added to your cart`}
          data-testid="quote-added"
          action={
            <Link
              to={paths.shoppingCart(added.cartId)}
              className="font-semibold underline underline-offset-4"
            >
              <Trans>View cart ({count})</Trans>
            </Link>
          }
        >
          <Trans>Request it with the rest of your cart whenever you are ready.</Trans>
        </Alert>
      )}
    </>
  );
}

/** "You won’t be charged yet: Ana has 48 hours to accept." */
function ChargeNote({ owner: name, hours }: { owner: string; hours: number }) {
  // Isolated (FSI … PDI): a Latin name next to the number would swap places in Arabic.
  const owner = `\u2068${name}\u2069`;
  return plural(hours, {
    one: `You won’t be charged yet: ${owner} has ${hours} hour to accept.`,
    other: `You won’t be charged yet: ${owner} has ${hours} hours to accept.`,
  });
}

/**
 * A signed-in renter's actions: an optional message for the owner, Request reservation (or
 * Request to buy) and Add to cart, on only when the quote of these fields is available.
 */
export function QuoteActions({
  listing,
  idPrefix,
  isSale,
  rules,
  actions,
}: {
  listing: ListingDetail;
  idPrefix: string;
  isSale: boolean;
  rules: PublicRules | undefined;
  actions: QuoteActionsState;
}) {
  const { t } = useLingui();
  const busy = actions.adding || actions.requesting;
  const owner = listing.owner.firstName;
  return (
    <div className="space-y-3">
      <details className="group rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Trans>
            Add a message for <bdi>{owner}</bdi>
          </Trans>
        </summary>
        <label htmlFor={`${idPrefix}-note`} className="sr-only">
          <Trans>Message for the owner (optional)</Trans>
        </label>
        <textarea
          id={`${idPrefix}-note`}
          value={actions.note}
          onChange={(event) => actions.setNote(event.target.value)}
          maxLength={1000}
          rows={3}
          placeholder={t`When and how you'd like to pick it up, what it is for…`}
          className={inputClass(false, 'mt-2 text-sm')}
        />
      </details>
      <LoadingButton
        className="w-full"
        size="lg"
        loading={actions.requesting}
        loadingText={t`Sending request…`}
        disabled={!actions.canAct || busy}
        onClick={actions.requestReservation}
        data-testid="request-reservation"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {isSale ? <Trans>Request to buy</Trans> : <Trans>Request reservation</Trans>}
      </LoadingButton>
      <LoadingButton
        variant="outline"
        className="w-full"
        loading={actions.adding}
        loadingText={t`Adding…`}
        disabled={!actions.canAct || busy}
        onClick={() => void actions.addToCart()}
        data-testid="add-to-cart"
      >
        <ShoppingCart className="size-4" aria-hidden="true" />
        <Trans>Add to cart</Trans>
      </LoadingButton>
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        {listing.instant_booking ? (
          t`You won’t be charged yet: your request is approved at once, then you pay.`
        ) : rules ? (
          <ChargeNote owner={owner} hours={rules.requestExpiryHours} />
        ) : (
          t`You won’t be charged yet.`
        )}
      </p>
    </div>
  );
}
