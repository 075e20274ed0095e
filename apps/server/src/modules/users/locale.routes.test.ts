import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingBlockedDates, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { DAY, inDays } from '../../test/clock';
import { createListing } from '../../test/factories';

const setLocale = (locale: unknown, headers?: Record<string, string>) => ({
  method: 'PATCH' as const,
  url: '/api/user/locale',
  payload: { locale },
  headers,
});

describe('the account language', () => {
  const t = useTestApp();

  it('is none until chosen, then reads back with the account', async () => {
    const { headers } = await signedInUser(t);
    const before = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(before.body.data.locale).toBeNull();

    const res = await t.request(setLocale('es', headers));
    expect(res.status).toBe(200);
    expect(res.body.data.locale).toBe('es');

    const after = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(after.body.data.locale).toBe('es');
  });

  it('refuses a language OwnLess does not speak, with a message under the field', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request(setLocale('fr', headers));
    expect(res.status).toBe(400);
    expect(res.body.errors.locale).toEqual(['Choose English, Spanish or Arabic.']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request(setLocale('es'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('is the language of every answer once chosen, whatever the browser asks for', async () => {
    const { headers } = await signedInUser(t);
    await t.request(setLocale('ar', headers));
    const res = await t.request(setLocale('fr', { ...headers, 'accept-language': 'es' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.locale).toEqual(['اختر الإنجليزية أو الإسبانية أو العربية.']);
  });

  it("is the browser's language when the account is created", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'Lucía',
        last_name: 'Pérez',
        email: 'lucia@example.test',
        password: 'a sturdy password for lucia',
        password_confirmation: 'a sturdy password for lucia',
      },
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(201);
    const [created] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'lucia@example.test'));
    expect(created?.locale).toBe('es');
  });
});

describe('error messages in the request language', () => {
  const t = useTestApp();
  const emptySignUp = (language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/register',
      payload: {},
      headers: language ? { 'accept-language': language } : {},
    });

  it('answers a bad request in Spanish to a Spanish browser', async () => {
    const res = await emptySignUp('es-MX,es;q=0.9');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Corrige los campos marcados.');
    expect(res.body.errors.email).toEqual(['Introduce tu dirección de correo electrónico.']);
    expect(res.body.errors.first_name).toEqual(['Introduce tu nombre.']);
  });

  it('answers in Arabic to an Arabic browser', async () => {
    const res = await emptySignUp('ar');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يُرجى تصحيح الحقول المحددة.');
    expect(res.body.errors.email).toEqual(['يُرجى إدخال عنوان بريدك الإلكتروني.']);
  });

  it('answers in English to a language OwnLess does not speak, or none', async () => {
    for (const language of ['fr-FR', undefined]) {
      const res = await emptySignUp(language);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please correct the highlighted fields.');
      expect(res.body.errors.email).toEqual(['Please enter your e-mail address.']);
    }
  });

  it('says the default messages, with their numbers, in the language', async () => {
    const contact = (language: string) =>
      t.request({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ana',
          email: 'ana@example.test',
          subject: 'x'.repeat(161),
          message: 'A question about renting a kayak.',
        },
        headers: { 'accept-language': language },
      });
    const spanish = await contact('es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.errors.subject).toEqual(['Debe tener como máximo 160 caracteres.']);
    const arabic = await contact('ar');
    expect(arabic.body.errors.subject).toEqual(['يجب ألا يزيد عدد الأحرف عن 160.']);
    const english = await contact('en-GB');
    expect(english.body.errors.subject).toEqual(['Must be at most 160 characters.']);
  });

  it("says a schema's own field messages in the language", async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { first_name: 'Ana', last_name: 'Ruiz', bio: 'x'.repeat(1001) },
      headers: { ...headers, 'accept-language': 'es' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.bio).toEqual(['Escribe una biografía de menos de 1000 caracteres.']);
  });

  it("says a route's own message in the account's language", async () => {
    const { headers } = await signedInUser(t);
    await t.request(setLocale('es', headers));
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { first_name: 'Ana', last_name: 'Ruiz' },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se ha guardado tu perfil.');
  });

  it("says why a quote's dates are not available in the language", async () => {
    const { user: owner } = await signedInOwner(t);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Kayak',
      frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
    });
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    await t.database.db
      .insert(listingBlockedDates)
      .values({ listingId: listing.id, startDate: day, endDate: day });
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      payload: {
        frequency: 'Daily',
        start_at: inDays(4),
        units: 3,
        quantity: 1,
        fulfilment: 'pickup',
      },
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body.quote.unavailable_reason).toBe(
      'El propietario ha bloqueado algunas de esas fechas.',
    );
  });

  it('says errors the services throw in the language', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/user/999999',
      headers: { ...headers, 'accept-language': 'es' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Ese usuario no existe.');
  });
});
