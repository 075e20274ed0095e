import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { paidRental, postReport } from '../../test/condition-reports';
import { closeAllSockets, connectSocket, listenEphemeral, nextEvent } from '../../test/sockets';

const tokenOf = (headers: Record<string, string>) => headers.authorization!.replace('Bearer ', '');

/**
 * A saved condition report reaches the other party's open page as the transitions do: a
 * ReservationUpdated event in both parties' rooms, after the commit, so their page refetches.
 */
describe('condition reports in real time', () => {
  const t = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenEphemeral(t.app);
  });
  afterEach(() => closeAllSockets());

  it('tells the other party when a report is saved, and nobody when it is refused', async () => {
    const rental = await paidRental(t);
    const ownerTab = await connectSocket(baseUrl, tokenOf(rental.owner.headers));
    const heard: unknown[] = [];
    ownerTab.on('ReservationUpdated', (e) => heard.push(e));

    const refused = await postReport(t, rental.renter.headers, rental.id, { stage: 'return' });
    expect(refused.status).toBe(409);

    const event = nextEvent(ownerTab, 'ReservationUpdated');
    const saved = await postReport(t, rental.renter.headers, rental.id, { stage: 'handover' });
    expect(saved.status).toBe(200);
    expect(await event).toEqual({
      reservation_id: rental.id,
      status: 'paid',
      renter_id: rental.renter.user.id,
      owner_id: rental.owner.user.id,
    });
    // The refused report, sent first, announced nothing.
    expect(heard).toHaveLength(1);
  });
});
