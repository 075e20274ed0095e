import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createListing } from '../../test/factories';
import { world } from '../../test/operator-world';

/** The operator console's success messages are said in the operator's language. */
describe('operator console: messages in the operator’s language', () => {
  const t = useTestApp();

  it('says suspensions and restorations in Spanish, Arabic and English', async () => {
    const { admin, renter } = await world(t);
    const call = (action: 'suspend' | 'restore', language: string) =>
      t.request({
        method: 'POST',
        url: `/api/admin/users/${renter.user.id}/${action}`,
        headers: { ...admin.headers, 'accept-language': language },
        payload: { reason: 'Spam.' },
      });
    const suspended = await call('suspend', 'es');
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe('Se ha suspendido la cuenta de Rita Renter.');
    const restored = await call('restore', 'ar');
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('أصبح بإمكان Rita Renter تسجيل الدخول من جديد.');
    const again = await call('suspend', 'en');
    expect(again.body.message).toBe('Rita Renter is suspended.');
  });

  it('says what happened to listings, counting in the language’s plural forms', async () => {
    const { admin, owner, listing } = await world(t);
    const ladder = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Ladder',
      frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
    });
    const headers = (language: string) => ({ ...admin.headers, 'accept-language': language });
    const one = await t.request({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/unpublish`,
      headers: headers('es'),
      payload: { reason: 'Spam.' },
    });
    expect(one.body.message).toBe(
      '«Pressure washer» ya no aparece en las búsquedas y se ha avisado a su propietario por correo electrónico.',
    );
    const back = await t.request({
      method: 'POST',
      url: `/api/admin/listings/${listing.id}/restore`,
      headers: headers('ar'),
      payload: {},
    });
    expect(back.body.message).toBe('عاد «Pressure washer» إلى نتائج البحث.');
    const both = await t.request({
      method: 'POST',
      url: '/api/admin/listings/unpublish',
      headers: headers('ar'),
      payload: { ids: [listing.id, ladder.id], reason: 'Spam.' },
    });
    expect(both.body.message).toBe('سُحب إعلانان من النشر.');
    const english = await t.request({
      method: 'POST',
      url: `/api/admin/listings/${ladder.id}/restore`,
      headers: admin.headers,
      payload: {},
    });
    expect(english.body.message).toMatch(/^“Ladder” is (back in search|released)/);
  });
});
