import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase } from '../test/app';
import { codeFrom } from '../test/auth';
import { diskStorage } from './storage';
import { redactText } from './log-redaction';

/**
 * Whoever reads the logs must not be able to sign in as anyone: the server's own log output,
 * at debug level, is captured through every flow that handles a secret, then searched for
 * each secret it saw.
 */
describe('secrets in the logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(inject('testDatabase').tmpDir, 'logs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
    });
    database = await openTestDatabase();
    app = await buildApp({
      config,
      database,
      storage: diskStorage(config.uploadDir),
      webDist: null,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({ method, url, payload, headers });
    return {
      status: res.statusCode,
      body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body,
      headers: res.headers,
    };
  }

  async function newestMail(email: string) {
    const mails = await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mails.status).toBe(200);
    return mails.body[0] as { subject: string; links: string[] };
  }

  it('logs no token, code, password, bearer or cookie, through signup, verification, reset and 2FA', async () => {
    const secrets: Record<string, string> = {};
    const email = `logs-${crypto.randomBytes(3).toString('hex')}@example.test`;
    const firstPassword = `First-pass-${crypto.randomBytes(6).toString('hex')}-1`;
    const secondPassword = `Second-pass-${crypto.randomBytes(6).toString('hex')}-2`;
    const cookie = `session-${crypto.randomBytes(12).toString('hex')}`;
    Object.assign(secrets, { firstPassword, secondPassword, cookie });

    const signup = await call('POST', '/api/register', {
      first_name: 'Log',
      last_name: 'Reader',
      email,
      password: firstPassword,
      password_confirmation: firstPassword,
    });
    expect(signup.status).toBe(201);
    secrets.signupToken = signup.body.token;

    // The verification link, followed as the e-mail's reader would.
    const verifyLink = new URL((await newestMail(email)).links[0]!);
    secrets.verificationToken = verifyLink.searchParams.get('token')!;
    const verified = await call('GET', verifyLink.pathname + verifyLink.search);
    expect(verified.headers.location).toBe('/verify-email?status=verified');

    // A password reset: the page of the link (its token is in the path), then the form.
    expect((await call('POST', '/api/password/email', { email })).status).toBe(200);
    const resetLink = new URL((await newestMail(email)).links[0]!);
    secrets.resetToken = decodeURIComponent(resetLink.pathname.split('/').pop()!);
    await call('GET', resetLink.pathname + resetLink.search, undefined, { accept: 'text/html' });
    const reset = await call('POST', '/api/password/reset', {
      token: secrets.resetToken,
      email,
      password: secondPassword,
      password_confirmation: secondPassword,
    });
    expect(reset.status).toBe(200);
    // A wrong password's refusal, and a bad body, go through the error paths.
    expect((await call('POST', '/api/login', { email, password: firstPassword })).status).toBe(422);
    expect(
      (
        await call('POST', '/api/password/reset', {
          token: secrets.resetToken,
          email,
          password: firstPassword,
        })
      ).status,
    ).toBe(400);

    // Sign-in with an e-mailed code.
    await database.db.update(users).set({ twoFAEnabled: true }).where(eq(users.email, email));
    const login = await call('POST', '/api/login', { email, password: secondPassword });
    expect(login.body.data.twoFactor).toBe(true);
    secrets.challengeToken = login.body.data.challenge_token;
    secrets.code = codeFrom((await newestMail(email)).subject);
    const verify = await call('POST', '/api/2fa/verify', {
      challenge_token: secrets.challengeToken,
      code: secrets.code,
    });
    expect(verify.status).toBe(200);
    secrets.accessToken = verify.body.data.token;

    // Signed-in requests with credentials in headers, a good one and a failing one.
    const headers = { authorization: `Bearer ${secrets.accessToken}`, cookie: `ownless=${cookie}` };
    expect((await call('GET', '/api/user/personal/info', undefined, headers)).status).toBe(200);
    expect(
      (await call('GET', `/api/no-such-route?token=${secrets.accessToken}`, undefined, headers))
        .status,
    ).toBe(404);
    // Fastify's own parse error quotes nothing of the body, but it is an error path too.
    const broken = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: `{"email":"${email}","password":"${secondPassword}"`,
    });
    expect(broken.statusCode).toBe(400);

    const log = lines.join('');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret, name).toBeTruthy();
      // A 6-digit code could occur inside a timestamp; a secret stands on its own.
      const found = new RegExp(
        `(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?![\\w-])`,
      ).test(log);
      expect(found, `${name} appears in the log`).toBe(false);
    }
    // The capture is real: request lines were there, with their (redacted) URLs.
    expect(log).toContain('"url":"/api/email/verify?token=[redacted]"');
    expect(log).toContain('/reset-password/[redacted]');
  });

  it('redacts error logs: messages quoting URLs and bodies, failed-query parameters, secret fields', () => {
    const failed = new Error(
      'Failed query: insert into "auth_tokens" ("token_hash") values ($1)\nparams: 9f86d081884c7d659a2feaa0c55ad015',
    );
    const quoted = new Error(
      'could not handle GET /api/email/verify?token=abc123secret&x=1 with {"password":"hunter2x9"}',
      {
        cause: new Error('Authorization: Bearer tok_live_secret_value'),
      },
    );
    const from = lines.length;
    // As the error handler and Fastify log them: through a request's child logger, and an Error first.
    const requestLog = app.log.child({ reqId: 'r1' });
    requestLog.error(
      {
        err: quoted,
        cause: failed,
        body: { email: 'a@b.test', password: 'hunter2x9', code: 'code-4242-zz' },
      },
      'unhandled error',
    );
    requestLog.warn(
      { headers: { cookie: 'sid=s3cr3t', authorization: 'Basic dXNlcjpwYXNz' } },
      'odd request',
    );
    app.log.error(new Error('reset failed for /reset-password/resettok3n?email=a%40b.test'));
    const out = lines.slice(from).join('');
    expect(lines.length - from).toBe(3);
    for (const secret of [
      'abc123secret',
      'hunter2x9',
      'tok_live_secret_value',
      '9f86d081884c7d659a2feaa0c55ad015',
      'code-4242-zz',
      's3cr3t',
      'dXNlcjpwYXNz',
      'resettok3n',
    ]) {
      expect(out).not.toContain(secret);
    }
    // What helps to debug stays: the e-mail, the statement, the stack.
    expect(out).toContain('a@b.test');
    expect(out).toContain('Failed query: insert into');
    expect(out).toContain('log-redaction.test.ts');
    expect(redactText('/api/listing?zipcode=10001&code=654321')).toBe(
      '/api/listing?zipcode=10001&code=[redacted]',
    );
  });

  it('redacts an S3 error’s key id and signature, and the storage settings', () => {
    // The fields an S3 SignatureDoesNotMatch / InvalidAccessKeyId error carries.
    const s3Error = Object.assign(
      new Error('The request signature we calculated does not match the signature you provided.'),
      {
        name: 'SignatureDoesNotMatch',
        AWSAccessKeyId: 'AKIAS3KEYID0001',
        SignatureProvided: 'f00dfeedsignature',
      },
    );
    const from = lines.length;
    app.log.error(
      {
        err: s3Error,
        storage: {
          bucket: 'ownless-uploads',
          accessKeyId: 'AKIAS3KEYID0002',
          secretAccessKey: 'sEcReTaCcEsSkEy',
        },
      },
      'upload failed',
    );
    const out = lines.slice(from).join('');
    for (const secret of [
      'AKIAS3KEYID0001',
      'f00dfeedsignature',
      'AKIAS3KEYID0002',
      'sEcReTaCcEsSkEy',
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain('ownless-uploads');
    expect(out).toContain('SignatureDoesNotMatch');
  });
});
