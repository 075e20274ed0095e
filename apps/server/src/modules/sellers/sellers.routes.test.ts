import { describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { mailTo, signedInUser } from '../../test/auth';

export const application = {
  legal_name: 'Maya Torres',
  business_name: 'Torres Tools',
  phone: '+1 415 555 0142',
  address_line: '500 Valencia St',
  city: 'San Francisco',
  state: 'ca',
  postal_code: '94110',
  date_of_birth: '1990-04-12',
  bio: 'I keep my tools in great shape.',
};

describe('owner application with automatic approval (the default)', () => {
  const t = useTestApp();

  it('approves at once, adds the seller role and the business name', async () => {
    const { user, headers } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/seller/application',
      headers,
      payload: application,
    });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({
      status: 'Approved',
      state: 'CA',
      business_name: 'Torres Tools',
    });
    expect(res.body.user).toMatchObject({
      sellerStatus: 'Approved',
      businessName: 'Torres Tools',
      isStripeConnected: false,
    });
    expect(res.body.user.roles).toContain('seller');
    const [mail] = await mailTo(t, user.email);
    expect(mail!.subject).toMatch(/now an OwnLess owner/);
    const again = await t.request({
      method: 'POST',
      url: '/api/seller/application',
      headers,
      payload: application,
    });
    expect(again.status).toBe(409);
  });

  it('answers field errors for a bad application and changes nothing', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/seller/application',
      headers,
      payload: {
        ...application,
        postal_code: 'abc',
        state: 'California',
        date_of_birth: '2015-01-01',
        phone: 'x',
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'date_of_birth',
      'phone',
      'postal_code',
      'state',
    ]);
    const me = await t.request({ method: 'GET', url: '/api/seller/application', headers });
    expect(me.body).toEqual({ sellerStatus: null, application: null });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/seller/application', payload: application }))
        .status,
    ).toBe(401);
  });
});

describe('owner application with manual approval', () => {
  const t = useTestApp({ SELLER_APPROVAL: 'manual' });

  it('stays Pending until an admin decides, and only an admin may decide', async () => {
    const { user, headers } = await signedInUser(t);
    const applied = await t.request({
      method: 'POST',
      url: '/api/seller/application',
      headers,
      payload: application,
    });
    expect(applied.body.application.status).toBe('Pending');
    expect(applied.body.user.sellerStatus).toBe('Pending');
    expect(applied.body.user.roles).not.toContain('seller');
    const id = applied.body.application.id;

    // The applicant cannot approve themselves.
    const self = await t.request({
      method: 'POST',
      url: `/api/admin/seller-applications/${id}/approve`,
      headers,
    });
    expect(self.status).toBe(403);
    const list = await t.request({ method: 'GET', url: '/api/admin/seller-applications', headers });
    expect(list.status).toBe(403);

    const { user: admin, headers: adminHeaders } = await signedInUser(t, {
      roles: ['customer', 'admin'],
    });
    const pending = await t.request({
      method: 'GET',
      url: '/api/admin/seller-applications?status=Pending',
      headers: adminHeaders,
    });
    expect(pending.body.map((a: { id: number }) => a.id)).toEqual([id]);
    const decided = await t.request({
      method: 'POST',
      url: `/api/admin/seller-applications/${id}/reject`,
      headers: adminHeaders,
      payload: { note: 'Please add a real address.' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.user.sellerStatus).toBe('Rejected');
    const [mail] = await mailTo(t, user.email);
    expect(mail!.text).toContain('Please add a real address.');
    const audit = await t.database.db.select().from(operatorActions);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'seller_application.reject',
        subjectId: id,
      }),
    ]);

    // Deciding twice is refused.
    const twice = await t.request({
      method: 'POST',
      url: `/api/admin/seller-applications/${id}/approve`,
      headers: adminHeaders,
    });
    expect(twice.status).toBe(409);

    // A rejected applicant may apply again; the admin approves the new application.
    const reapplied = await t.request({
      method: 'POST',
      url: '/api/seller/application',
      headers,
      payload: { ...application, address_line: '12 Real St' },
    });
    expect(reapplied.body.application.id).not.toBe(id);
    const approved = await t.request({
      method: 'POST',
      url: `/api/admin/seller-applications/${reapplied.body.application.id}/approve`,
      headers: adminHeaders,
    });
    expect(approved.body.user.roles).toContain('seller');
    // Both decisions are in the audit log, newest last, with who decided.
    const decisions = await t.database.db
      .select()
      .from(operatorActions)
      .orderBy(operatorActions.id);
    expect(decisions).toEqual([
      expect.objectContaining({ action: 'seller_application.reject', subjectId: id }),
      expect.objectContaining({
        actorId: admin.id,
        action: 'seller_application.approve',
        subjectType: 'seller_application',
        subjectId: reapplied.body.application.id,
      }),
    ]);
  });
});
