import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import {
  CalendarClock,
  Handshake,
  MapPin,
  Package,
  ShieldCheck,
  Star,
  Truck,
  UserRound,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ProseText } from '@/components/ui/prose-text';
import { cn } from '@/lib/cn';
import { formatCents, formatList, formatMoney, numberFormat } from '@/lib/i18n';
import {
  CONDITION_LABELS,
  FALLBACK_IMAGE,
  FULFILMENT_LABELS,
  galleryOrder,
  noticeLabel,
  priceLabel,
  radiusMiles,
  sortedPrices,
} from '../utils/listing-display';

/** A delivery radius in miles, in the page's digits. */
const miles = (km: number) => numberFormat({ maximumFractionDigits: 1 }).format(radiusMiles(km));

const FULFILMENT_ICONS = { pickup: Handshake, delivery: Truck, shipping: Package } as const;

function Gallery({ listing }: { listing: ListingDetail }) {
  const { t } = useLingui();
  const images = galleryOrder(listing.images);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const name = listing.name;
  const position = index + 1;
  const total = images.length;
  const showPhoto = (number: number) => t`Show photo ${number}`;
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        <img
          src={current?.file_path ?? FALLBACK_IMAGE}
          alt={current ? t`${name}, photo ${position} of ${total}` : t`${name} (no photo yet)`}
          className="aspect-[16/10] w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t`More photos`}>
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                className={cn(
                  'block overflow-hidden rounded-xl ring-2 ring-offset-2 transition dark:ring-offset-slate-900',
                  i === index ? 'ring-brand-600' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={image.file_path}
                  alt={showPhoto(i + 1)}
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A listing as renters will see it (the preview step and the owner's view). Renders only
 * from the listing it is given, so it also shows drafts.
 */
export function ListingPreview({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useLingui();
  const prices = sortedPrices(listing.frequencies);
  const details = [
    [
      t`Condition`,
      listing.condition && CONDITION_LABELS[listing.condition]
        ? i18n._(CONDITION_LABELS[listing.condition])
        : listing.condition,
    ],
    [t`Brand`, listing.brand],
    [t`Model`, listing.model],
    ...listing.attributes.map((a) => [a.key, a.value] as const),
  ].filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  const rating =
    listing.rating === null
      ? ''
      : numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(listing.rating);
  const reviewCount = listing.review_count;
  const quantity = listing.quantity;
  const deliveryMiles = listing.delivery_radius_km ? miles(listing.delivery_radius_km) : '';
  const deposit = formatCents(listing.deposit_cents);
  const included = (listing.included ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);

  return (
    // Sized by its container (the wizard's panel is narrower than the page).
    <div className="@container">
      <article
        className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_18rem]"
        data-testid="listing-preview"
      >
        <div className="min-w-0 space-y-8">
          <Gallery listing={listing} />
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              {listing.rental_type && <Badge>{listing.rental_type.name}</Badge>}
              {listing.category && <Badge tone="neutral">{listing.category.name}</Badge>}
            </div>
            <h2 className="text-2xl font-bold tracking-tight text-balance rtl:tracking-normal break-words text-slate-900 sm:text-3xl dark:text-white">
              <bdi>{listing.name}</bdi>
            </h2>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {listing.short_address ?? t`No location yet`}
              </span>
              {listing.rating !== null && listing.review_count > 0 && (
                <span className="inline-flex items-center gap-1.5">
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <bdi>
                    {rating} ({reviewCount})
                  </bdi>
                </span>
              )}
            </div>
          </header>

          <Section title={t`About this listing`}>
            {listing.description ? (
              <ProseText text={listing.description} dir="auto" />
            ) : (
              <p className="text-slate-500 italic dark:text-slate-400">
                <Trans>No description yet.</Trans>
              </p>
            )}
          </Section>

          {details.length > 0 && (
            <Section title={t`Details`}>
              <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
                {details.map(([term, value]) => (
                  <div
                    key={term}
                    className="flex justify-between gap-4 border-b border-slate-100 pb-2 dark:border-slate-800"
                  >
                    <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
                    <dd className="text-end text-sm font-medium break-words text-slate-900 dark:text-white">
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
          )}

          {included.length > 0 && (
            <Section title={t`What is included`}>
              <ul className="list-disc space-y-1 ps-6 text-slate-700 marker:text-brand-600 dark:text-slate-300">
                {included.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </Section>
          )}

          <Section title={t`Getting it`}>
            {listing.fulfilment.length === 0 ? (
              <p className="text-slate-500 italic dark:text-slate-400">
                <Trans>Not chosen yet.</Trans>
              </p>
            ) : (
              <ul className="space-y-3">
                {listing.fulfilment.map((method) => {
                  const Icon = FULFILMENT_ICONS[method as keyof typeof FULFILMENT_ICONS] ?? Package;
                  return (
                    <li
                      key={method}
                      className="flex items-start gap-3 text-slate-700 dark:text-slate-300"
                    >
                      <Icon
                        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-400"
                        aria-hidden="true"
                      />
                      <div>
                        <p className="font-medium text-slate-900 dark:text-white">
                          {FULFILMENT_LABELS[method] ? i18n._(FULFILMENT_LABELS[method]) : method}
                        </p>
                        {method === 'delivery' && listing.delivery_radius_km && (
                          <p className="text-sm">
                            <Trans>Within {deliveryMiles} miles</Trans>
                          </p>
                        )}
                        {method === 'shipping' && listing.shipping_options.length > 0 && (
                          <p className="text-sm">
                            {formatList(
                              listing.shipping_options.map(
                                (o) => `${o.name} (${formatCents(o.price_cents)})`,
                              ),
                            )}
                          </p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {(listing.pickup_notes || listing.return_notes) && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>
                  Pickup and return instructions are shared with the renter once the rental is paid.
                </Trans>
              </p>
            )}
          </Section>

          {listing.house_rules && (
            <Section title={t`House rules`}>
              <ProseText text={listing.house_rules} dir="auto" />
            </Section>
          )}

          <Section title={t`Cancellation policy`}>
            {listing.policy ? (
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{listing.policy.name}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {listing.policy.description}
                </p>
              </div>
            ) : (
              <p className="text-slate-500 italic dark:text-slate-400">
                <Trans>Not chosen yet.</Trans>
              </p>
            )}
          </Section>
        </div>

        <aside aria-label={t`Prices and owner`} className="@3xl:sticky @3xl:top-24 @3xl:self-start">
          <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                <Trans>Prices</Trans>
              </h3>
              {prices.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500 italic dark:text-slate-400">
                  <Trans>No prices yet.</Trans>
                </p>
              ) : (
                <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                  {prices.map((entry) => (
                    <div
                      key={entry.id}
                      className="flex items-baseline justify-between gap-3 py-2.5"
                    >
                      <dt className="text-sm text-slate-700 dark:text-slate-300">
                        {priceLabel(entry)}
                      </dt>
                      <dd className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
                        {formatMoney(entry.price)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
              {listing.deposit_cents > 0 && (
                <li className="flex items-start gap-3">
                  <ShieldCheck
                    className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                  <span>
                    <Trans>
                      Refundable deposit of{' '}
                      <strong>
                        <bdi>{deposit}</bdi>
                      </strong>
                    </Trans>
                  </span>
                </li>
              )}
              {listing.quantity > 1 && (
                <li className="flex items-start gap-3">
                  <Package
                    className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                  <span>
                    <Trans>{quantity} available</Trans>
                  </span>
                </li>
              )}
              <li className="flex items-start gap-3">
                <CalendarClock
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <span>{noticeLabel(listing.notice_hours)}</span>
              </li>
            </ul>
            <div className="flex items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
                <UserRound className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <Trans>Listed by</Trans>
                </p>
                <p className="truncate font-semibold text-slate-900 dark:text-white">
                  {listing.owner.businessName ?? listing.owner.firstName}
                </p>
              </div>
            </div>
          </div>
        </aside>
      </article>
    </div>
  );
}
