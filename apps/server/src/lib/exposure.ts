import { type Config, isLoopbackHost } from '../config';

/**
 * True when people on other machines can reach this server: it listens beyond loopback, or a
 * proxy in front of it forwards their requests (TRUST_PROXY), which makes a loopback server
 * public too.
 */
export function isReachableByOthers(config: Pick<Config, 'host' | 'trustProxy'>): boolean {
  return !isLoopbackHost(config.host) || config.trustProxy;
}

/**
 * Defaults that are right on a laptop and wrong for a production server others reach, each
 * said once at start-up. They do not stop the server: none of them exposes data, but each
 * means the marketplace does not yet work for real people.
 */
export function exposureWarnings(
  config: Pick<Config, 'env' | 'host' | 'trustProxy' | 'appUrl' | 'payments'>,
): string[] {
  if (config.env !== 'production' || !isReachableByOthers(config)) return [];
  const warnings: string[] = [];
  if (isLoopbackHost(new URL(config.appUrl).hostname)) {
    warnings.push(
      `links in e-mails point to ${config.appUrl}, which only this machine can open: set APP_URL to the public https:// address`,
    );
  }
  if (config.payments.provider === 'sandbox') {
    warnings.push(
      'payments run on the sandbox (test cards, no money moves): set STRIPE_SECRET_KEY for real payments',
    );
  }
  return warnings;
}
