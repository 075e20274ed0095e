import { expect, type APIRequestContext } from '@playwright/test';
import { auth, OWNER, RENTER, tokenFor } from './demo-accounts';

interface ReservationView {
  id: number;
  deposit: { stage: string } | null;
}

/**
 * The renter's page of one of the seed's finished rentals with a deposit, the deposit panel
 * on it: the one whose deposit is still held (the owner's claim window open) when there is.
 */
export async function renterDepositPage(request: APIRequestContext): Promise<string> {
  const token = await tokenFor(request, RENTER);
  const response = await request.get('/api/reservation/completed-booking?role=renter&per_page=50', {
    headers: auth(token),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: ReservationView[] };
  const withDeposit = items.filter((item) => item.deposit && item.deposit.stage !== 'none');
  const chosen = withDeposit.find((item) => item.deposit!.stage === 'held') ?? withDeposit[0];
  expect(chosen, 'a finished rental of the demo renter with a deposit').toBeDefined();
  return `/admin/my-rentals/${chosen!.id}/reservation-request`;
}

/** The availability step (with Calendar sync) of one of the demo owner's published listings. */
export async function ownerAvailabilityStep(request: APIRequestContext): Promise<string> {
  const token = await tokenFor(request, OWNER);
  const response = await request.get('/api/listing/personal/list?status=Published&per_page=1', {
    headers: auth(token),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number }[] };
  return `/admin/listings/edit-listing/${items[0]!.id}?step=availability`;
}
