import { beforeEach } from 'vitest';
import { type PaymentProvider, sandboxProvider } from '../modules/payments/provider';

type Method = Exclude<keyof PaymentProvider, 'name'>;

/**
 * The sandbox provider with every call written down (`useTestApp({}, { payments: () =>
 * recorder.provider })`), so a test sees which money moved at the provider and with which
 * idempotency key. The record empties before each test.
 */
export function recordingPayments(inner: PaymentProvider = sandboxProvider()) {
  const calls: { method: Method; input: Record<string, unknown> }[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  const provider = { name: inner.name } as PaymentProvider;
  for (const method of [
    'charge',
    'paymentState',
    'refund',
    'transfer',
    'authorize',
    'capture',
    'release',
  ] as const) {
    (provider as unknown as Record<string, unknown>)[method] = async (input: unknown) => {
      calls.push({
        method,
        input: typeof input === 'object' && input ? { ...input } : { value: input },
      });
      return (inner[method] as (input: unknown) => Promise<unknown>)(input);
    };
  }
  return {
    provider,
    calls,
    /** The calls of one method, in order. */
    of: (method: Method) => calls.filter((c) => c.method === method).map((c) => c.input),
  };
}
