import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CheckCircle2, Info, Search, ShoppingCart } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass, LoadingButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputClass } from '@/components/ui/field';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCents } from '@/lib/i18n';
import { useCartStore, type CartErrors } from '@/stores/cart-store';
import { useRequestReservation } from '../api/request-reservation';
import { itemPeriod } from '../utils/cart-item-text';
import { cartTotals, groupByOwner } from '../utils/group-by-owner';
import { CartItemCard } from './cart-item-card';

/** The store's errors as a message and a field list, when a cart call fails. */
function errorsAsText(
  errors: CartErrors,
): { message: string; errors?: Record<string, string[]> } | null {
  if (!errors) return null;
  if (typeof errors === 'string') return { message: errors };
  return { message: t`Your cart could not be updated.`, errors };
}

function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="grid grid-cols-1 gap-8 lg:grid-cols-3"
      aria-busy="true"
      aria-label={t`Loading your cart`}
    >
      <div className="space-y-4 lg:col-span-2">
        <Skeleton className="h-56 rounded-3xl" />
        <Skeleton className="h-56 rounded-3xl" />
      </div>
      <Skeleton className="h-80 rounded-3xl" />
    </div>
  );
}

/** "2 items from Sam": how many of a group's items are counted, and whose they are. */
function OwnerCount({ count, name }: { count: number; name: string }) {
  return (
    <Trans>
      <Plural value={count} one="# item" other="# items" /> from <bdi>{name}</bdi>
    </Trans>
  );
}

function RequestSent({
  reservations,
  message,
}: {
  reservations: ReservationView[];
  message: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sent = reservations.length;
  // The summary was further down the page: bring the outcome into view and to the reader.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-2xl" data-testid="request-sent">
      <div className="rounded-3xl border border-brand-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-brand-800 dark:bg-slate-900">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none rtl:tracking-normal dark:text-white"
        >
          <Plural value={sent} one="Request sent" other="Requests sent" />
        </h2>
        <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
          {message}{' '}
          <Trans>Nothing is charged until an owner accepts; then you pay from My Rentals.</Trans>
        </p>
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 text-start dark:divide-slate-800 dark:border-slate-800">
          {reservations.map((reservation) => (
            <li
              key={reservation.id}
              className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <Link
                  to={paths.rentals.request(reservation.id)}
                  className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-400"
                >
                  <bdi>{reservation.listing.name}</bdi>
                </Link>
                <bdi className="text-slate-600 dark:text-slate-400">{itemPeriod(reservation)}</bdi>
              </span>
              <span className="shrink-0 font-mono text-xs text-slate-500 dark:text-slate-400">
                {reservation.code}
              </span>
            </li>
          ))}
        </ul>
        <NextStepLinks>
          <Link
            to={paths.rentals.ongoing}
            className={buttonClass('primary', 'md')}
            data-testid="go-to-rentals"
          >
            <Trans>Go to My Rentals</Trans>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </NextStepLinks>
      </div>
    </div>
  );
}

/**
 * /shopping-cart/{cartId}: the renter's cart grouped by owner with totals per owner and
 * overall, unavailable items flagged, removal, and "Request reservation" (one request per
 * item; nothing is charged until an owner accepts).
 */
export function CartView({ cartId }: { cartId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const noteId = useId();
  const cartItems = useCartStore((state) => state.cartItems);
  const storedCartId = useCartStore((state) => state.cartId);
  const errors = useCartStore((state) => state.errors);
  const fetching = useCartStore((state) => state.pending.fetch > 0);
  const removingItemId = useCartStore((state) => state.removingItemId);
  const fetchCart = useCartStore((state) => state.fetchCart);
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  const request = useRequestReservation();
  const [note, setNote] = useState('');
  const [loadFailure, setLoadFailure] = useState<{ status: number; message: string } | null>(null);
  const [fetchedOnce, setFetchedOnce] = useState(false);

  // Load this cart; /shopping-cart/0 (no cart known yet) opens the active cart.
  useEffect(() => {
    let current = true;
    void fetchCart(cartId > 0 ? cartId : undefined).then((result) => {
      if (!current) return;
      setFetchedOnce(true);
      if (!result.ok) {
        setLoadFailure({ status: result.error.status, message: result.error.message });
        return;
      }
      setLoadFailure(null);
      if (result.cart.cartId !== cartId) {
        void navigate(paths.shoppingCart(result.cart.cartId), { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [cartId, fetchCart, navigate]);

  if (request.isSuccess) {
    return <RequestSent reservations={request.data.reservations} message={request.data.message} />;
  }

  // Show what is stored for this cart while it refreshes; otherwise wait for the answer.
  const items = storedCartId === cartId || cartId === 0 ? cartItems : null;
  if (!fetchedOnce && (!items || items.length === 0)) return <CartSkeleton />;

  if (loadFailure && !items) {
    return (
      <div className="mx-auto max-w-xl">
        <ErrorState
          title={
            loadFailure.status === 403
              ? t`This cart is not yours`
              : loadFailure.status === 404
                ? t`This cart does not exist`
                : t`Your cart could not be loaded`
          }
          message={loadFailure.message}
          onRetry={
            loadFailure.status === 403 || loadFailure.status === 404
              ? undefined
              : () => void fetchCart(cartId > 0 ? cartId : undefined)
          }
        />
        {(loadFailure.status === 403 || loadFailure.status === 404) && (
          <div className="mt-6 text-center">
            <Link to={paths.shoppingCart(0)} className={buttonClass('outline', 'md')}>
              <Trans>Open my cart</Trans>
            </Link>
          </div>
        )}
      </div>
    );
  }

  if (!items || items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart className="size-6" aria-hidden="true" />}
        title={t`Your cart is empty`}
        message={t`Find tools, gear and more near you, pick your dates and add them here. Then request them from every owner at once.`}
        action={
          <Link to={paths.home} className={buttonClass('primary', 'md')}>
            <Search className="size-4" aria-hidden="true" />
            <Trans>Browse listings</Trans>
          </Link>
        }
        className="bg-white py-16 dark:bg-slate-900"
      />
    );
  }

  const groups = groupByOwner(items);
  const totals = cartTotals(items);
  const storeError = errorsAsText(errors);
  const owners = groups.length;
  const unavailable = totals.unavailable;
  const requests = Math.max(totals.count, 1);
  const requestError = request.isError
    ? {
        message: errorMessage(request.error),
        errors: isApiError(request.error) ? request.error.errors : undefined,
      }
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (totals.unavailable > 0 || request.isPending) return;
    request.mutate(
      { cartId, note: note.trim() || undefined },
      // The server emptied the cart: the store follows.
      { onSuccess: () => void fetchCart(cartId) },
    );
  };

  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {storeError && <FormError message={storeError.message} errors={storeError.errors} />}
        {groups.map((group) => (
          <section
            key={group.owner.id}
            aria-labelledby={`owner-${group.owner.id}`}
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            data-testid="cart-owner-group"
          >
            <header className="flex items-center gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
              <Avatar src={group.owner.profilePicture} className="size-10" />
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400">
                  <Trans>Owner</Trans>
                </p>
                <h2
                  id={`owner-${group.owner.id}`}
                  className="truncate font-semibold text-slate-900 dark:text-white"
                >
                  <bdi>{group.owner.fullName}</bdi>
                </h2>
              </div>
            </header>
            <ul className="divide-y divide-slate-200 pt-5 dark:divide-slate-800">
              {group.items.map((item) => (
                <CartItemCard
                  key={item.id}
                  item={item}
                  removing={removingItemId === item.id}
                  disabled={removingItemId !== null || request.isPending}
                  onRemove={() => void removeFromCart(item.id)}
                />
              ))}
            </ul>
            <p className="mt-5 flex justify-between gap-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
              <span className="text-slate-600 dark:text-slate-400">
                <OwnerCount count={group.totals.count} name={group.owner.fullName.split(' ')[0]!} />
              </span>
              <span
                className="font-semibold text-slate-900 tabular-nums dark:text-white"
                data-testid="owner-total"
              >
                {formatCents(group.totals.total_cents)}
              </span>
            </p>
          </section>
        ))}
      </div>

      <aside aria-labelledby="cart-summary-title" className="lg:sticky lg:top-24">
        <form
          onSubmit={submit}
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          data-testid="cart-summary"
        >
          <h2
            id="cart-summary-title"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            <Trans>Summary</Trans>
          </h2>
          <dl className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Rent</Trans>
              </dt>
              <dd className="tabular-nums">{formatCents(totals.subtotal_cents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Service fees</Trans>
              </dt>
              <dd className="tabular-nums">{formatCents(totals.service_fee_cents)}</dd>
            </div>
            {totals.shipping_cents > 0 && (
              <div className="flex justify-between gap-4">
                <dt>
                  <Trans>Shipping</Trans>
                </dt>
                <dd className="tabular-nums">{formatCents(totals.shipping_cents)}</dd>
              </div>
            )}
            {totals.deposit_cents > 0 && (
              <div className="flex justify-between gap-4">
                <dt>
                  <Trans>Refundable deposits</Trans>
                </dt>
                <dd className="tabular-nums">{formatCents(totals.deposit_cents)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd className="tabular-nums" data-testid="cart-total">
                {formatCents(totals.total_cents)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 flex gap-2 rounded-2xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <Info
              className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
              aria-hidden="true"
            />
            <Trans>
              You are not charged now. Each owner accepts first; then you pay each reservation from
              My Rentals.
            </Trans>
          </p>
          <div className="mt-5">
            <label
              htmlFor={noteId}
              className="block text-sm font-semibold text-slate-900 dark:text-white"
            >
              <Plural value={owners} one="Message to the owner" other="Message to the owners" />{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                <Trans>(optional)</Trans>
              </span>
            </label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t`What you need it for, when you can pick it up…`}
              className={inputClass(false, 'mt-2 resize-y text-sm')}
              data-testid="cart-note"
            />
          </div>
          {totals.unavailable > 0 && (
            <p
              id={`${noteId}-blocked`}
              className="mt-4 text-sm text-amber-800 dark:text-amber-300"
              data-testid="cart-blocked"
            >
              <Plural
                value={unavailable}
                one="Remove the item that is not available to send your request."
                other="Remove the # items that are not available to send your request."
              />
            </p>
          )}
          {requestError && (
            <FormError
              className="mt-4"
              message={requestError.message}
              errors={requestError.errors}
            />
          )}
          <LoadingButton
            type="submit"
            size="lg"
            className="mt-5 w-full"
            loading={request.isPending}
            loadingText={t`Sending…`}
            disabled={totals.unavailable > 0 || removingItemId !== null || fetching}
            aria-describedby={totals.unavailable > 0 ? `${noteId}-blocked` : undefined}
            data-testid="request-reservation"
          >
            <Plural value={requests} one="Request reservation" other="Request reservations" />
          </LoadingButton>
        </form>
      </aside>
    </div>
  );
}
