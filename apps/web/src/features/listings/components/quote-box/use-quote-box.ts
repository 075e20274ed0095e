import { useId, useState } from 'react';
import type { CurrentUser, ListingDetail, PublicRules } from '@ownless/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError, type ApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { i18n, loadCatalogs } from '@/lib/i18n';
import { QUOTE_CHECK_AREAS, type CatalogLocale } from '@/lib/i18n/catalogs';
import { useQuote } from '../../api/get-quote';
import { useRequestReservation } from '../../api/request-reservation';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { checkQuoteForm } from '../../utils/quote-checks';
import type { QuoteField, QuoteFormValues, QuoteSelection } from '../../utils/quote-form';
import { quoteServerErrors } from './quote-server-errors';

/** What each group of the quote box's fields needs. */
export interface QuoteFieldsProps {
  listing: ListingDetail;
  values: QuoteFormValues;
  /** The box's id: a control's id is `${idPrefix}-${field}`, its error's that + `-error`. */
  idPrefix: string;
  /** The server's rules, undefined until they load. */
  rules: PublicRules | undefined;
  /** The message to show under a field, if any. */
  errorFor: (field: QuoteField) => string | undefined;
  /** Changes some fields (and marks them as touched). */
  set: (patch: Partial<QuoteFormValues>) => void;
}

/** The quote box's inputs: the listing, who looks at it, and the selection the page holds. */
export interface QuoteBoxProps {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  values: QuoteFormValues;
  onChange: (values: QuoteFormValues) => void;
}

/**
 * The quote box's state: which fields to flag (the client's checks once a field is touched or
 * an action tried, then the server's answer to the same selection), the live quote of the
 * settled selection, and the two actions with their outcome.
 */
export function useQuoteBox({ listing, user, values, onChange }: QuoteBoxProps) {
  const idPrefix = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const [touched, setTouched] = useState<Partial<Record<QuoteField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [note, setNote] = useState('');
  const [actionError, setActionError] = useState<ApiError | null>(null);
  // The checks' messages are a catalog of their own, loaded on the first touch: until it is
  // there the box says none of them (a message said before its catalog shows as its id).
  const [checksSaid, setChecksSaid] = useState(false);
  const loadChecks = () => {
    if (checksSaid) return;
    void loadCatalogs(i18n.locale as CatalogLocale, QUOTE_CHECK_AREAS).then(() =>
      setChecksSaid(true),
    );
  };
  const [added, setAdded] = useState<{ cartId: number; count: number } | null>(null);
  const [adding, setAdding] = useState(false);
  const request = useRequestReservation();
  const config = useAppConfig().data;
  const rules = config?.rules;

  const isOwner = user?.id === listing.owner.id;
  const checked = checkQuoteForm(values, listing, undefined, rules);
  const selection: QuoteSelection | null = checked.selection;
  const settled = useDebouncedValue(selection, 300);
  const quote = useQuote(listing.id, isOwner ? null : settled);
  const server = quoteServerErrors(quote.error ?? actionError, values.frequency === 'Hourly');
  const settledMatches = JSON.stringify(settled) === JSON.stringify(selection);

  const errorFor = (field: QuoteField) =>
    (checksSaid && (touched[field] || attempted) ? checked.errors[field]?.() : undefined) ??
    (selection && settledMatches ? server.fields[field] : undefined) ??
    (actionError ? server.fields[field] : undefined);

  const set = (patch: Partial<QuoteFormValues>) => {
    loadChecks();
    setTouched((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, true])),
    }));
    setActionError(null);
    setAdded(null);
    onChange({ ...values, ...patch });
  };

  const quoteMatches = Boolean(
    selection && settledMatches && quote.data && !quote.isPlaceholderData,
  );
  const canAct = Boolean(selection && quoteMatches && quote.data?.available && !quote.isFetching);

  const addToCart = async () => {
    setAttempted(true);
    loadChecks();
    if (!selection) return;
    setActionError(null);
    setAdding(true);
    // The cart's code loads on the first add: a guest who only looks never needs it.
    const result = await import('@/stores/cart-store')
      .then(({ useCartStore }) =>
        useCartStore.getState().addToCart({ ...selection, listing_id: listing.id }),
      )
      .finally(() => setAdding(false));
    if (result.ok) setAdded({ cartId: result.cart.cartId, count: result.cart.cartItemsCount });
    else setActionError(result.error);
  };

  const requestReservation = () => {
    setAttempted(true);
    loadChecks();
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

  return {
    fields: { listing, values, idPrefix, rules, errorFor, set } satisfies QuoteFieldsProps,
    isOwner,
    /** Starts loading the checks' messages: the box calls it when focus first enters it. */
    loadChecks,
    serviceFeePercent: config?.fees.renterServiceFeePercent,
    selection,
    quote,
    quoteMatches,
    server,
    actions: {
      canAct,
      adding,
      requesting: request.isPending,
      note,
      setNote,
      actionError,
      added,
      addToCart,
      requestReservation,
    },
  };
}
