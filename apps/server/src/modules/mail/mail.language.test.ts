import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { reservationMail } from '../reservations/reservation-mail';

type Mailed = { subject: string; text: string; html: string };

describe("e-mails in the recipient's language", () => {
  const t = useTestApp();

  const resetMailOf = async (email: string): Promise<Mailed> => {
    const res = await t.request({ method: 'POST', url: '/api/password/email', payload: { email } });
    expect(res.status).toBe(200);
    await t.app.services.auth.settled();
    // As the development mailbox shows it.
    const box = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      remoteAddress: '127.0.0.1',
    });
    expect(box.status).toBe(200);
    expect(box.body).toHaveLength(1);
    return box.body[0] as Mailed;
  };

  it('writes to a Spanish account in Spanish: subject, body, button and footnote', async () => {
    const user = await createUser(t.database.db, { firstName: 'Lucía', locale: 'es' });
    const mail = await resetMailOf(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de OwnLess');
    expect(mail.text).toMatch(/^Hola, Lucía:/);
    expect(mail.text).toContain('Elegir una contraseña nueva: ');
    expect(mail.text).toContain('durante 60 minutos');
    expect(mail.text).toContain('— El equipo de OwnLess');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    expect(mail.html).not.toMatch(/Reset your|Choose a new password|The OwnLess team/);
  });

  it('writes to an Arabic account in Arabic, right to left', async () => {
    const user = await createUser(t.database.db, { firstName: 'Layla', locale: 'ar' });
    const mail = await resetMailOf(user.email);
    expect(mail.subject).toBe('أعد تعيين كلمة مرور OwnLess');
    expect(mail.text).toMatch(/^مرحبًا Layla،/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('اختر كلمة مرور جديدة');
    expect(mail.html).not.toContain('Choose a new password');
  });

  it('writes in English to an account without a language', async () => {
    const user = await createUser(t.database.db, { firstName: 'Sam' });
    const mail = await resetMailOf(user.email.toUpperCase());
    expect(mail.subject).toBe('Reset your OwnLess password');
    expect(mail.text).toMatch(/^Hi Sam,/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe("a reservation's mail in each language", () => {
  const facts = {
    to: { email: 'owner@example.test', firstName: 'Ana' },
    listing: 'Kayak',
    renter: 'Omar',
    owner: 'Ana',
    sale: false,
    // 22:00 on the 5th to 23:00 on the 6th in Santiago: the 6th and 7th in UTC.
    startAt: new Date('2026-09-06T01:00:00Z'),
    endAt: new Date('2026-09-07T02:00:00Z'),
    timezone: 'America/Santiago',
    reason: 'Plans changed',
    url: 'https://rent.example.test/admin/bookings/7/reservation-request',
  };

  it("names the listing's days, the hours left and the reason in the reader's words", () => {
    const en = reservationMail('new-request', facts).write('en');
    expect(en.subject).toBe('New reservation request: Kayak');
    expect(en.text).toContain(
      'Omar asked to rent Kayak (2026-09-05 to 2026-09-06). Please approve or reject it within 48 hours.',
    );
    expect(en.text).toContain('Reason: Plans changed');

    const es = reservationMail('new-request', facts).write('es');
    expect(es.subject).toBe('Nueva solicitud de reserva: Kayak');
    expect(es.text).toContain(
      'Omar ha pedido alquilar Kayak (del 2026-09-05 al 2026-09-06). Acéptala o recházala en un plazo de 48 horas.',
    );
    expect(es.text).toContain('Motivo: Plans changed');
    expect(es.text).toContain('Revisar la solicitud: https://rent.example.test/');

    const ar = reservationMail('request-approved', { ...facts, reason: null }).write('ar');
    expect(ar.subject).toBe('تمت الموافقة: Kayak');
    // 24 is one of Arabic's "many" numbers: the noun stays singular.
    expect(ar.text).toContain('ادفع خلال 24 ساعة لتأكيده.');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).not.toMatch(/\{\w+\}/);
  });
});
