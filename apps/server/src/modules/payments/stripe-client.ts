import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The official SDK, pointed at STRIPE_API_HOST when set (tests run it against a local
 * server that answers like Stripe's API).
 */
export function createStripeClient(config: Config): Stripe {
  const key = config.payments.stripeSecretKey;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  };
  if (config.payments.stripeApiHost) {
    const url = new URL(config.payments.stripeApiHost);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol.replace(':', '') as 'http' | 'https';
  }
  return new Stripe(key, options);
}
