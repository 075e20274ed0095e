import { describe, expect, it } from 'vitest';
import { HoldAlreadySettled, SANDBOX_3DS_CARD, sandboxProvider } from './provider';

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123', name: 'Sam' };
const hold = (provider = sandboxProvider(), number = card.number) =>
  provider.authorize({
    amountCents: 5000,
    description: 'deposit',
    idempotencyKey: `deposit-1-hold-${number}`,
    card: { ...card, number },
    metadata: {},
  });

describe('the sandbox holds a deposit as a card would (decision 0027)', () => {
  it('captures part of a hold once; a second capture or a release after it is refused', async () => {
    const provider = sandboxProvider();
    const held = await hold(provider);
    if (!held.ok) throw new Error('declined');
    const ref = held.ref;
    await provider.capture({ ref, amountCents: 2000, idempotencyKey: 'deposit-1-capture' });
    // The same request again (a retry) answers the same; another one is refused.
    await expect(
      provider.capture({ ref, amountCents: 2000, idempotencyKey: 'deposit-1-capture' }),
    ).resolves.toEqual({ ref });
    await expect(
      provider.capture({ ref, amountCents: 1000, idempotencyKey: 'deposit-1-capture-again' }),
    ).rejects.toBeInstanceOf(HoldAlreadySettled);
    await expect(
      provider.release({ ref, idempotencyKey: 'deposit-1-release' }),
    ).rejects.toBeInstanceOf(HoldAlreadySettled);
  });

  it('releases a hold once, and never captures more than it holds', async () => {
    const provider = sandboxProvider();
    const held = await hold(provider);
    if (!held.ok) throw new Error('declined');
    await expect(
      provider.capture({ ref: held.ref, amountCents: 5001, idempotencyKey: 'too-much' }),
    ).rejects.toThrow(/more than the hold/);
    await provider.release({ ref: held.ref, idempotencyKey: 'deposit-1-release' });
    await expect(
      provider.capture({ ref: held.ref, amountCents: 100, idempotencyKey: 'late' }),
    ).rejects.toBeInstanceOf(HoldAlreadySettled);
  });

  it('declines as the card does, and asks for 3-D Secure instead of holding', async () => {
    expect(await hold(sandboxProvider(), '4000000000000002')).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    expect(await hold(sandboxProvider(), SANDBOX_3DS_CARD)).toMatchObject({
      ok: true,
      actionRequired: expect.anything(),
    });
  });
});
