import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@ownless/shared/rental';
import { AlertTriangle, CalendarDays, MapPin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, LoadingButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/i18n';
import { FULFILMENT_WORDS, itemLength, itemPeriod, lineItemLabel } from '../utils/cart-item-text';
import { ListingCover } from '@/components/ui/listing-cover';

/**
 * One cart item: cover, name, dates, length and quantity, the server's line items and its
 * total. An unavailable item says why. Removing asks once, in place (there is no undo).
 */
export function CartItemCard({
  item,
  removing,
  disabled,
  onRemove,
}: {
  item: CartItem;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const name = item.listing.name;
  const quantity = item.quantity;
  return (
    <li
      className={cn('py-5 first:pt-0 last:pb-0', !item.available && 'opacity-95')}
      data-testid="cart-item"
      data-available={item.available}
    >
      <div className="flex gap-4">
        <ListingCover src={item.listing.cover} className="size-20 sm:size-24" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <h3 className="min-w-0 font-semibold text-slate-900 dark:text-white">
              <Link
                to={paths.listingDetail(item.listing.id)}
                className="hover:text-brand-700 hover:underline dark:hover:text-brand-400"
              >
                <bdi>{item.listing.name}</bdi>
              </Link>
            </h3>
            <p
              className="font-semibold text-slate-900 tabular-nums dark:text-white"
              data-testid="cart-item-total"
            >
              {formatCents(item.total_cents)}
            </p>
          </div>
          {item.listing.short_address && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <bdi className="truncate">{item.listing.short_address}</bdi>
            </p>
          )}
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <bdi>{itemPeriod(item)}</bdi>
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium text-slate-700 dark:text-slate-300">
            <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
              {itemLength(item)}
            </li>
            <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
              <Plural value={quantity} one="# item" other="# items" />
            </li>
            <li className="rounded-full bg-slate-100 px-2.5 py-1 dark:bg-slate-800">
              {FULFILMENT_WORDS[item.fulfilment]
                ? i18n._(FULFILMENT_WORDS[item.fulfilment]!)
                : item.fulfilment}
            </li>
          </ul>
        </div>
      </div>

      {!item.available && (
        <p
          className="mt-3 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="cart-item-unavailable"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">
              <Trans>Not available as chosen.</Trans>
            </span>{' '}
            {item.unavailable_reason ?? t`This item can no longer be reserved.`}{' '}
            <Trans>Remove it, then add it again with other dates.</Trans>
          </span>
        </p>
      )}

      {item.available && item.line_items.length > 0 && (
        <dl className="mt-3 space-y-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm dark:bg-slate-800/50">
          {item.line_items.map((line) => (
            <div
              key={line.code}
              className="flex justify-between gap-4 text-slate-700 dark:text-slate-300"
            >
              <dt>{lineItemLabel(line, item)}</dt>
              <dd className="tabular-nums">{formatCents(line.amount_cents)}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="mt-3 flex justify-end">
        {confirming ? (
          <div
            role="group"
            aria-labelledby={`${id}-confirm`}
            className="flex flex-wrap items-center justify-end gap-2"
          >
            <span id={`${id}-confirm`} className="text-sm text-slate-700 dark:text-slate-300">
              <Trans>Remove from your cart?</Trans>
            </span>
            <LoadingButton
              size="sm"
              variant="secondary"
              loading={removing}
              onClick={onRemove}
              autoFocus
              data-testid="cart-item-remove-confirm"
            >
              <Trans>Remove</Trans>
            </LoadingButton>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={removing}
            >
              <Trans>Keep</Trans>
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            disabled={disabled}
            aria-label={t`Remove ${name} from your cart`}
            data-testid="cart-item-remove"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <Trans>Remove</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}
