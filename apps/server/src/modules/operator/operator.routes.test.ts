import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authTokens,
  ledgerEntries,
  listings,
  operatorActions,
  reservations,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import { loginAs, mailTo } from '../../test/auth';
import { createListing } from '../../test/factories';
import { world } from '../../test/operator-world';
import { approveReservation, payReservation, requestReservation } from '../../test/reservations';

describe('operator console: who may call it', () => {
  const t = useTestApp();

  it('answers admins only: 401 for guests, 403 for everyone else', async () => {
    const { renter, owner, ownerHeaders, admin, listing } = await world(t);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'GET' as const, url: `/api/admin/users/${renter.user.id}` },
      {
        method: 'POST' as const,
        url: `/api/admin/users/${renter.user.id}/suspend`,
        payload: { reason: 'Spam' },
      },
      { method: 'GET' as const, url: '/api/admin/listings' },
      {
        method: 'POST' as const,
        url: `/api/admin/listings/${listing.id}/unpublish`,
        payload: { reason: 'Spam' },
      },
      { method: 'GET' as const, url: '/api/admin/audit-log' },
      { method: 'PUT' as const, url: '/api/admin/maintenance', payload: { on: true } },
    ];
    for (const call of calls) {
      expect((await t.request(call)).status, call.url).toBe(401);
      expect((await t.request({ ...call, headers: renter.headers })).status, call.url).toBe(403);
      expect((await t.request({ ...call, headers: ownerHeaders })).status, call.url).toBe(403);
    }
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/users?sort=name&per_page=2',
      headers: admin.headers,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(listed.body.items.map((u: { first_name: string }) => u.first_name)).toEqual([
      'Ada',
      'Olga',
    ]);
    // The search box finds a user by name, e-mail or id.
    for (const [q, id] of [
      ['olga own', owner.id],
      [renter.user.email.toUpperCase(), renter.user.id],
      [`#${renter.user.id}`, renter.user.id],
    ] as const) {
      const found = await t.request({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(q)}`,
        headers: admin.headers,
      });
      expect(
        found.body.items.map((u: { id: number }) => u.id),
        q,
      ).toEqual([id]);
    }
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
  });

  it('answers field errors for bad filters and reasons', async () => {
    const { admin, renter } = await world(t);
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/users?role=king&verified=maybe&page=0',
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'role', 'verified']);
    const noReason = await t.request({
      method: 'POST',
      url: `/api/admin/users/${renter.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeDefined();
  });
});

describe('suspending and restoring a user', () => {
  const t = useTestApp();

  it('ends the sessions, cancels open reservations through the machine with refunds, and records it', async () => {
    const { admin, owner, ownerHeaders, listing, renter } = await world(t);
    const pending = await requestReservation(t, renter.headers, listing.id, { start: 5 });
    const paid = await requestReservation(t, renter.headers, listing.id, { start: 10 });
    await approveReservation(t, ownerHeaders, paid.id);
    await payReservation(t, renter.headers, paid.id);

    const detail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${renter.user.id}`,
      headers: admin.headers,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.impact).toMatchObject({
      refund_cents: paid.total_cents,
      reservations_in_progress: 0,
      listings_to_hide: 0,
      sessions: 1,
    });
    expect(detail.body.impact.reservations_to_cancel.map((r: { id: number }) => r.id)).toEqual([
      pending.id,
      paid.id,
    ]);

    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${renter.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Fraudulent payments.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.suspended_at).not.toBeNull();
    expect(res.body.cancelled_reservations).toEqual([
      { id: pending.id, code: expect.any(String), refunded_cents: 0 },
      { id: paid.id, code: expect.any(String), refunded_cents: paid.total_cents },
    ]);

    // The renter's token stops working at once, and they cannot sign in again.
    expect(
      (await t.request({ method: 'GET', url: '/api/user/personal/info', headers: renter.headers }))
        .status,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: renter.user.email, password: 'correct horse battery staple' },
    });
    expect(login.status).toBe(403);

    // Both reservations went through the machine as the operator's cancellation.
    const rows = await t.database.db.select().from(reservations).orderBy(reservations.id);
    expect(rows.map((r) => [r.status, r.cancelledBy])).toEqual([
      ['cancelled', 'admin'],
      ['cancelled', 'admin'],
    ]);
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'refund'));
    expect(refunds).toEqual([
      expect.objectContaining({
        reservationId: paid.id,
        amountCents: paid.total_cents,
        status: 'succeeded',
      }),
    ]);

    // The owner's booking shows the cancellation; the renter and owner were told.
    const booking = await t.request({
      method: 'GET',
      url: `/api/reservation/${paid.id}`,
      headers: ownerHeaders,
    });
    expect(booking.body.reservation ?? booking.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'admin',
      refunded_cents: paid.total_cents,
    });
    expect((await mailTo(t, owner.email)).some((m) => m.subject.startsWith('Cancelled:'))).toBe(
      true,
    );
    const [suspendedMail] = await mailTo(t, renter.user.email);
    expect(suspendedMail!.subject).toBe('Your OwnLess account is suspended');
    expect(suspendedMail!.text).toContain('Fraudulent payments.');

    const log = await t.request({
      method: 'GET',
      url: `/api/admin/audit-log?subject_type=user&subject_id=${renter.user.id}`,
      headers: admin.headers,
    });
    expect(log.body.total).toBe(1);
    expect(log.body.items[0]).toMatchObject({
      actor_id: admin.user.id,
      actor: expect.stringContaining('Ada Admin'),
      action: 'user.suspend',
      reason: 'Fraudulent payments.',
      subject: expect.stringContaining('Rita Renter'),
      before: { suspended_at: null },
    });
    expect(log.body.items[0].after.reservations_cancelled).toHaveLength(2);

    // Twice is refused; restoring lets them in again and is recorded too.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/admin/users/${renter.user.id}/suspend`,
          headers: admin.headers,
          payload: { reason: 'Again' },
        })
      ).status,
    ).toBe(409);
    const restored = await t.request({
      method: 'POST',
      url: `/api/admin/users/${renter.user.id}/restore`,
      headers: admin.headers,
      payload: {},
    });
    expect(restored.status).toBe(200);
    expect(restored.body.user.suspended_at).toBeNull();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: renter.user.email, password: 'correct horse battery staple' },
        })
      ).status,
    ).toBe(200);
    const suspendedOnly = await t.request({
      method: 'GET',
      url: '/api/admin/users?suspended=yes',
      headers: admin.headers,
    });
    expect(suspendedOnly.body.total).toBe(0);
    const actions = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?q=Rita',
      headers: admin.headers,
    });
    expect(actions.body.items.map((e: { action: string }) => e.action)).toEqual([
      'user.restore',
      'user.suspend',
    ]);
  });

  it("hides a suspended owner's listings from search and brings them back on restore", async () => {
    const { admin, owner, ownerHeaders, listing } = await world(t);
    const search = async () => (await t.request({ method: 'GET', url: '/api/listings' })).body;
    const ids = (body: { data?: { id: number }[]; listings?: { id: number }[] }) =>
      JSON.stringify(body).includes(`"id":${listing.id}`);
    expect(ids(await search())).toBe(true);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Counterfeit goods.' },
    });
    expect(res.body.listings_hidden).toBe(1);
    expect(ids(await search())).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/listing/${listing.id}` })).status).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/user/personal/info', headers: ownerHeaders }))
        .status,
    ).toBe(401);
    await t.request({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/restore`,
      headers: admin.headers,
      payload: { reason: 'Appeal accepted.' },
    });
    expect(ids(await search())).toBe(true);
  });

  it('counts in the impact only the sessions that still work (not idle past the limit)', async () => {
    const { admin, renter } = await world(t);
    await loginAs(t, renter.user.email);
    const sessions = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/admin/users/${renter.user.id}`,
          headers: admin.headers,
        })
      ).body.impact.sessions;
    expect(await sessions()).toBe(2);
    // One of them unused for 31 days: SESSION_IDLE_DAYS (30) ended it, though not expired.
    const [oldest] = await t.database.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.userId, renter.user.id))
      .orderBy(authTokens.id)
      .limit(1);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db
      .update(authTokens)
      .set({ createdAt: longAgo, lastUsedAt: longAgo })
      .where(eq(authTokens.id, oldest!.id));
    expect(await sessions()).toBe(1);
  });

  it('refuses an operator suspending themselves', async () => {
    const { admin } = await world(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${admin.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Oops' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/your own account/);
  });
});

describe('listings', () => {
  const t = useTestApp();

  it('unpublishes with a reason e-mailed, keeps the owner from republishing, restores, and records it all', async () => {
    const { admin, owner, ownerHeaders, listing } = await world(t);
    const found = await t.request({
      method: 'GET',
      url: '/api/admin/listings?q=washer&status=Published',
      headers: admin.headers,
    });
    expect(found.body.items.map((l: { id: number }) => l.id)).toEqual([listing.id]);

    const res = await t.request({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/unpublish`,
      headers: admin.headers,
      payload: { reason: 'Prohibited item.' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      status: 'Inactive',
      operatorHold: 'unpublished',
      operatorHoldReason: 'Prohibited item.',
    });
    const [mail] = await mailTo(t, owner.email);
    expect(mail!.subject).toContain('Pressure washer');
    expect(mail!.text).toContain('Prohibited item.');

    const activate = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/activate`,
      headers: ownerHeaders,
      payload: {},
    });
    expect(activate.status).toBe(409);
    expect(activate.body.message).toContain('Prohibited item.');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/admin/listings/${listing.id}/unpublish`,
          headers: admin.headers,
          payload: { reason: 'Again.' },
        })
      ).status,
    ).toBe(409);

    const held = await t.request({
      method: 'GET',
      url: '/api/admin/listings?hold=unpublished',
      headers: admin.headers,
    });
    expect(held.body.total).toBe(1);
    const restored = await t.request({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/restore`,
      headers: admin.headers,
      payload: {},
    });
    expect(restored.body.status).toBe('Published');
    const log = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?subject_type=listing',
      headers: admin.headers,
    });
    expect(
      log.body.items.map((e: { action: string; before: unknown }) => [e.action, e.before]),
    ).toEqual([
      ['listing.restore', { status: 'Inactive', operator_hold: 'unpublished' }],
      ['listing.unpublish', { status: 'Published', operator_hold: null }],
    ]);
  });

  it('unpublishes several at once in one transaction, skipping ones already unpublished', async () => {
    const { admin, owner, listing } = await world(t);
    const second = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Ladder',
      frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
    });
    await t.request({
      method: 'POST',
      url: `/api/admin/listings/${second.id}/unpublish`,
      headers: admin.headers,
      payload: { reason: 'Spam.' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/listings/unpublish',
      headers: admin.headers,
      payload: { ids: [listing.id, second.id], reason: 'Spam.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unpublished: [listing.id], skipped: [second.id] });
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/listings/unpublish',
      headers: admin.headers,
      payload: { ids: [listing.id, 999999], reason: 'Spam.' },
    });
    expect(missing.status).toBe(404);
    const empty = await t.request({
      method: 'POST',
      url: '/api/admin/listings/unpublish',
      headers: admin.headers,
      payload: { ids: [], reason: 'Spam.' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('the audit log', () => {
  const t = useTestApp();

  it('cannot be changed or deleted, even with SQL', async () => {
    const { admin, listing } = await world(t);
    await t.request({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/unpublish`,
      headers: admin.headers,
      payload: { reason: 'Spam.' },
    });
    await expect(
      t.database.db.execute(sql`UPDATE operator_actions SET note = 'nothing happened'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM operator_actions`)).rejects.toThrow();
    const [entry] = await t.database.db.select().from(operatorActions);
    expect(entry!.note).toBe('Spam.');
  });

  it('pages and filters on the server', async () => {
    const { admin, owner } = await world(t);
    for (let i = 0; i < 3; i++) {
      const l = await createListing(t.database.db, {
        ownerId: owner.id,
        name: `Tent ${i}`,
        frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
      });
      await t.request({
        method: 'POST',
        url: `/api/admin/listings/${l.id}/unpublish`,
        headers: admin.headers,
        payload: { reason: `Reason ${i}` },
      });
    }
    const page2 = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?per_page=2&page=2',
      headers: admin.headers,
    });
    expect(page2.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.body.items.map((e: { subject: string }) => e.subject)).toEqual(['Tent 0']);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await t.request({
      method: 'GET',
      url: `/api/admin/audit-log?from=${today}&to=${today}&action=listing.unpublish&q=reason%201`,
      headers: admin.headers,
    });
    expect(byDay.body.items.map((e: { subject: string }) => e.subject)).toEqual(['Tent 1']);
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?from=2026-02-30',
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
  });
});

describe('maintenance mode switched by an operator', () => {
  const t = useTestApp();

  it('closes the public API with a 503 and Retry-After while operators, login and health keep working', async () => {
    const { admin, renter } = await world(t);
    const on = await t.request({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: admin.headers,
      payload: { on: true, message: 'Database upgrade' },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ active: true, switch_on: true, forced_by_env: false });

    const closed = await t.request({ method: 'GET', url: '/api/listings' });
    expect(closed.status).toBe(503);
    expect(closed.headers['retry-after']).toBe('300');
    expect(closed.body).toMatchObject({
      code: 'maintenance',
      message: expect.stringContaining('maintenance'),
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/user/personal/info', headers: renter.headers }))
        .status,
    ).toBe(503);
    expect((await t.request({ method: 'GET', url: '/api/config' })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: admin.user.email, password: 'correct horse battery staple' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/listings', headers: admin.headers })).status,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/users', headers: admin.headers })).status,
    ).toBe(200);

    const off = await t.request({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: admin.headers,
      payload: { on: false },
    });
    expect(off.body.active).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/listings' })).status).toBe(200);
    const log = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?subject_type=setting',
      headers: admin.headers,
    });
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual([
      'maintenance.off',
      'maintenance.on',
    ]);
  });
});

describe('maintenance mode from MAINTENANCE_MODE=true', () => {
  const t = useTestApp({ MAINTENANCE_MODE: 'true' });

  it('stays on whatever the switch says', async () => {
    const { admin } = await world(t);
    expect((await t.request({ method: 'GET', url: '/api/listings' })).status).toBe(503);
    const state = await t.request({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: admin.headers,
      payload: { on: false },
    });
    expect(state.body).toMatchObject({ active: true, forced_by_env: true, switch_on: false });
    expect((await t.request({ method: 'GET', url: '/api/listings' })).status).toBe(503);
  });
});
