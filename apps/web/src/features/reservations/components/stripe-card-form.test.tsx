import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import type { CheckoutResponse, ReservationActionResponse } from '@ownless/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reservationFixture } from '@/testing/reservation-fixtures';
import type { StripeCard, StripeCardChange } from '../utils/stripe-card';
import { StripeCardForm } from './stripe-card-form';
import { answer, answerError, sentRequests } from '../../../testing/api';

const stripe = vi.hoisted(() => ({
  load: vi.fn(),
}));
vi.mock('../utils/stripe-card', () => ({ loadStripeCard: stripe.load }));

const reservation = reservationFixture({ status: 'approved', total_cents: 8600 });

function fakeCard(result: { id: string } | { error: string } = { id: 'pm_123' }) {
  let change: (event: StripeCardChange) => void = () => {};
  const card: StripeCard = {
    focus: vi.fn(),
    destroy: vi.fn(),
    createPaymentMethod: vi.fn(async () => result),
    handleNextAction: vi.fn(async () => ({ ok: true as const })),
  };
  stripe.load.mockImplementation(
    async (_key: string, _target: HTMLElement, handlers: { onChange: typeof change }) => {
      change = handlers.onChange;
      return card;
    },
  );
  return { card, type: (event: StripeCardChange) => change(event) };
}

function renderForm() {
  const onPaid = vi.fn();
  const onChanged = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StripeCardForm
        reservation={reservation}
        publishableKey="pk_test_123"
        onPaid={onPaid}
        onChanged={onChanged}
      />
    </QueryClientProvider>,
  );
  return { onPaid, onChanged };
}

const CHECKOUT = `/reservation/${reservation.id}/checkout-items`;
const CONFIRM = `${CHECKOUT}/confirm`;

const action = {
  type: 'requires_action',
  provider: 'stripe',
  payment_intent_id: 'pi_3ds',
  client_secret: 'pi_3ds_secret_x',
} as const;

/** The bank asks for 3-D Secure: 202 with what Stripe.js needs. */
const answerActionRequired = () =>
  answer<CheckoutResponse>(
    'post',
    CHECKOUT,
    { reservation, message: 'Confirm.', payment_action: action },
    { status: 202 },
  );

/** Waits for the card element, types a complete card and a name, and presses Pay. */
async function payWithCompleteCard(type: (event: StripeCardChange) => void) {
  const pay = screen.getByRole('button', { name: /Pay/ });
  await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  type({ complete: true });
  fireEvent.change(screen.getByLabelText('Name on the card'), { target: { value: 'Riley' } });
  fireEvent.click(pay);
  return pay;
}

describe('StripeCardForm', () => {
  beforeEach(() => {
    stripe.load.mockReset();
  });

  it('mounts Stripe’s card element with the publishable key and pays with the PaymentMethod id', async () => {
    const { card, type } = fakeCard();
    answer<CheckoutResponse>('post', CHECKOUT, {
      reservation: { ...reservation, status: 'paid' },
      message: 'Paid.',
      payment_action: null,
    });
    const { onPaid } = renderForm();
    const pay = screen.getByRole('button', { name: /Pay \$86\.00/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(stripe.load.mock.calls[0]![0]).toBe('pk_test_123');
    type({ complete: true });
    fireEvent.change(screen.getByLabelText('Name on the card'), {
      target: { value: 'Riley Renter' },
    });
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(card.createPaymentMethod).toHaveBeenCalledWith('Riley Renter');
    const [sent] = sentRequests();
    expect(sent!.url).toContain(`/reservation/${reservation.id}/checkout-items`);
    expect(sent!.body).toEqual({ payment_method_id: 'pm_123' });
  });

  it('finishes 3-D Secure with Stripe.js, then has the server confirm the payment', async () => {
    const { card, type } = fakeCard();
    answerActionRequired();
    answer<ReservationActionResponse>('post', CONFIRM, {
      reservation: { ...reservation, status: 'paid' },
      message: 'Paid.',
    });
    const { onPaid } = renderForm();
    const pay = screen.getByRole('button', { name: /Pay \$86\.00/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    type({ complete: true });
    fireEvent.change(screen.getByLabelText('Name on the card'), { target: { value: 'Riley' } });
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(card.handleNextAction).toHaveBeenCalledWith('pi_3ds_secret_x');
    const sent = sentRequests()[1]!;
    expect(sent.url).toContain(`/reservation/${reservation.id}/checkout-items/confirm`);
    expect(sent.body).toEqual({ payment_intent_id: 'pi_3ds' });
  });

  it('shows the bank’s refusal after 3-D Secure, or that it is not confirmed yet, and stays', async () => {
    const { card, type } = fakeCard();
    card.handleNextAction = vi.fn(async () => ({ error: 'Authentication failed.' }));
    answerActionRequired();
    answerError('post', CONFIRM, 402, {
      message: 'Refused.',
      errors: { card: ['Your bank could not confirm this payment.'] },
    });
    const { onPaid, onChanged } = renderForm();
    const pay = await payWithCompleteCard(type);
    expect(await screen.findByText('Your bank could not confirm this payment.')).toBeTruthy();
    // The newest answer wins.
    answerError('post', CONFIRM, 409, {
      message: 'Your bank has not confirmed the payment yet.',
    });
    fireEvent.click(pay);
    expect(await screen.findByText('Your bank has not confirmed the payment yet.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('asks for a complete card and a name before anything is sent', async () => {
    const { card } = fakeCard();
    answerActionRequired();
    renderForm();
    const pay = screen.getByRole('button', { name: /Pay/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(
      await screen.findByText(/Enter the card number, expiry date and security code/),
    ).toBeTruthy();
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(card.createPaymentMethod).not.toHaveBeenCalled();
    expect(sentRequests()).toEqual([]);
  });

  it('shows Stripe’s card message or the server’s decline in place, and does not move on', async () => {
    const { type } = fakeCard();
    answerError('post', CHECKOUT, 402, {
      message: 'The payment failed.',
      errors: { card: ['Your card has insufficient funds.'] },
    });
    const { onPaid } = renderForm();
    const pay = screen.getByRole('button', { name: /Pay/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    type({ complete: false, error: { message: 'Your card number is incomplete.' } });
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    type({ complete: true });
    fireEvent.change(screen.getByLabelText('Name on the card'), { target: { value: 'Riley' } });
    fireEvent.click(pay);
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says once why a booking rule the listing has now refuses the payment, and stays', async () => {
    const { type } = fakeCard();
    const rule = 'This listing can be booked up to 14 days ahead.';
    answerError('post', CHECKOUT, 409, {
      message: `${rule} This request cannot be paid.`,
      errors: { start_at: [rule] },
    });
    const { onPaid, onChanged } = renderForm();
    await payWithCompleteCard(type);
    const error = await screen.findByTestId('form-error');
    expect(error.textContent).toBe(`${rule} This request cannot be paid.`);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so and offers a retry when Stripe.js cannot load', async () => {
    stripe.load.mockRejectedValueOnce(new Error('offline'));
    renderForm();
    expect(await screen.findByText('The card form could not load')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Pay/ }) as HTMLButtonElement).disabled).toBe(true);
    fakeCard();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Pay/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(stripe.load).toHaveBeenCalledTimes(2);
  });
});
