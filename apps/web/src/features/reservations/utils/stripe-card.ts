import { t } from '@lingui/core/macro';
import { pageLocale } from '@/lib/i18n';

/**
 * A thin wrapper over Stripe.js's Card Element, so the checkout form depends on five calls
 * rather than on Stripe's types, and tests can replace it. Stripe.js is imported (and its
 * script fetched from js.stripe.com) only when a Stripe checkout opens.
 */
export interface StripeCard {
  focus(): void;
  destroy(): void;
  /** A PaymentMethod id for the typed card, or Stripe's message for what is wrong with it. */
  createPaymentMethod(name: string): Promise<{ id: string } | { error: string }>;
  /** Stripe.js shows the bank's 3-D Secure step; resolves when it is done or given up. */
  handleNextAction(clientSecret: string): Promise<{ ok: true } | { error: string }>;
}

export interface StripeCardChange {
  complete: boolean;
  error?: { message: string };
}

const stripes = new Map<string, Promise<unknown>>();

export async function loadStripeCard(
  publishableKey: string,
  target: HTMLElement,
  handlers: { onChange: (event: StripeCardChange) => void },
): Promise<StripeCard> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  let pending = stripes.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey);
    stripes.set(publishableKey, pending);
    // A failed load (offline, blocked) may be retried later.
    pending.catch(() => stripes.delete(publishableKey));
  }
  const stripe = (await pending) as Awaited<ReturnType<typeof loadStripe>>;
  if (!stripe) throw new Error('Stripe.js is not available');
  const dark = document.documentElement.classList.contains('dark');
  // Stripe's own words (placeholders, its card errors) in the page's language.
  const elements = stripe.elements({ locale: pageLocale() as 'en' | 'es' | 'ar' });
  const card = elements.create('card', {
    hidePostalCode: false,
    style: {
      base: {
        fontSize: '16px',
        color: dark ? '#f1f5f9' : '#0f172a',
        iconColor: dark ? '#94a3b8' : '#64748b',
        '::placeholder': { color: dark ? '#64748b' : '#94a3b8' },
      },
      invalid: { color: dark ? '#f87171' : '#b91c1c', iconColor: dark ? '#f87171' : '#b91c1c' },
    },
  });
  card.on('change', (event) => handlers.onChange({ complete: event.complete, error: event.error }));
  card.mount(target);
  return {
    focus: () => card.focus(),
    destroy: () => card.destroy(),
    async createPaymentMethod(name) {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name },
      });
      if (result.error) return { error: result.error.message ?? t`Your card could not be used.` };
      return { id: result.paymentMethod.id };
    },
    async handleNextAction(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error)
        return { error: result.error.message ?? t`Your bank could not confirm the payment.` };
      return { ok: true };
    },
  };
}
