import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { signedInUser } from '../test/auth';
import { createUser } from '../test/factories';
import { multipart } from '../test/multipart';

/**
 * What the server's framework answers by itself (a missing route, a body it cannot read, a
 * file too large, too many attempts) reads in the request's language too.
 */
describe('refusals in the reader’s language', () => {
  const t = useTestApp();

  it('says a missing API route or file in Spanish and Arabic', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/nope?x=1',
      headers: { 'accept-language': 'es' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Ninguna ruta de la API responde a GET /api/nope.');
    const english = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(english.json().message).toBe('No API route for GET /api/nope.');
    const file = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { 'accept-language': 'ar' },
    });
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('غير موجود.');
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/nothing.xml',
      headers: { 'accept-language': 'es' },
    });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.json().message).toBe('Ese mapa del sitio no existe.');
  });

  it('says a body it cannot read, and a file too large, in the reader’s language', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...json, 'accept-language': 'es' },
      payload: '{bad',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...json, 'accept-language': 'ar' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('يحتاج الطلب إلى محتوى بصيغة JSON.');
    const weird = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/weird', 'accept-language': 'es' },
      payload: 'x',
    });
    expect(weird.statusCode).toBe(415);
    expect(weird.json().message).toBe('Aquí no se acepta este tipo de cuerpo de solicitud.');

    const { headers } = await signedInUser(t);
    const big = multipart([
      {
        field: 'avatar',
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
      },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...big.headers, 'accept-language': 'es' },
      payload: big.payload,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'Ese archivo es demasiado grande. Sube un archivo de 10 MB como máximo.',
    );
  });

  it('says a path the router refuses in the reader’s language, without echoing it', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/listing/${'9'.repeat(150)}`,
      headers: { 'accept-language': 'es' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Una parte de la dirección es demasiado larga.' });
    const encoded = await t.app.inject({
      method: 'GET',
      url: '/api/listing/%E0%A4%A',
      headers: { 'accept-language': 'ar' },
    });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json()).toEqual({ message: 'العنوان غير صالح.' });
  });

  it('refuses an upload field named __proto__ in the reader’s language', async () => {
    const { headers } = await signedInUser(t);
    const boundary = 'ownless-proto';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":true}\r\n` +
      `--${boundary}--\r\n`;
    const send = (language: string) =>
      t.request({
        method: 'POST',
        url: '/api/user/profile/avatar',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'accept-language': language,
        },
        payload,
      });
    const spanish = await send('es');
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({
      message: 'Uno de los campos de la subida tiene un nombre que no está permitido.',
    });
    expect((await send('en')).body.message).toBe(
      'A field of the upload has a name that is not allowed.',
    );
  });
});

describe('too many attempts, in the reader’s language', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('says how long to wait in Spanish', async () => {
    const user = await createUser(t.database.db);
    let last = { status: 0, body: {} as { message?: string } };
    for (let i = 0; i < 11; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'es' },
        payload: { email: user.email, password: 'wrong-pass-1' },
      });
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Demasiados intentos\. Espera \d+ segundos? e inténtalo/);
  });
});
