import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessageReplies,
  contactMessages,
  mailOutbox,
  operatorActions,
} from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo, signedInUser } from '../../test/auth';
import { fakeSmtp, type SmtpAnswer } from '../../test/fake-smtp';
import { mailTemplates } from '../mail/mail.templates';
import { english } from '../../i18n';
import { replyNotice } from './messages.service';

type Headers = Record<string, string>;

async function contact(t: TestContext, subject: string, email = 'pat@example.com') {
  const res = await t.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Pat Sender', email, subject, message: `About ${subject}: can you help me?` },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const auditOf = (t: TestContext, action: string) =>
  t.database.db.select().from(operatorActions).where(eq(operatorActions.action, action));

describe('operator messages: who may call them', () => {
  const t = useTestApp();

  it('answers admins only: 401 for guests, 403 for everyone else, and changes nothing', async () => {
    const renter = await signedInUser(t, {});
    const id = await contact(t, 'Refund');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
      { method: 'GET' as const, url: `/api/admin/contact-messages/${id}` },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/read` },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/unread` },
      {
        method: 'POST' as const,
        url: `/api/admin/contact-messages/${id}/reply`,
        payload: { body: 'Hello' },
      },
      { method: 'GET' as const, url: '/api/admin/mail-outbox' },
      { method: 'POST' as const, url: '/api/admin/mail-outbox/1/retry' },
    ];
    for (const call of calls) {
      expect((await t.request(call)).status, call.url).toBe(401);
      expect((await t.request({ ...call, headers: renter.headers })).status, call.url).toBe(403);
    }
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ readAt: null, handledAt: null });
    expect(await t.database.db.select().from(contactMessageReplies)).toEqual([]);
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
  });
});

describe('the contact inbox', () => {
  const t = useTestApp();
  let admin: { headers: Headers };
  const get = (url: string) => t.request({ method: 'GET', url, headers: admin.headers });
  const post = (url: string, payload?: object) =>
    t.request({ method: 'POST', url, headers: admin.headers, payload });

  it('lists, filters, marks read and unread, and audits each change once', async () => {
    admin = await signedInUser(t, { roles: ['customer', 'admin'], firstName: 'Ada' });
    const first = await contact(t, 'Lost charger');
    const second = await contact(t, 'Broken tent', 'sam@example.com');

    let page = await get('/api/admin/contact-messages');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(page.body.items.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(page.body.items[0]).toMatchObject({
      email: 'sam@example.com',
      subject: 'Broken tent',
      read_at: null,
      replied_at: null,
      reply_count: 0,
      excerpt: 'About Broken tent: can you help me?',
    });

    const detail = await get(`/api/admin/contact-messages/${first}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      message: 'About Lost charger: can you help me?',
      replies: [],
    });
    // Reading the detail changes nothing; opening it in the console posts …/read.
    expect(detail.body.read_at).toBeNull();

    const read = await post(`/api/admin/contact-messages/${first}/read`);
    expect(read.status).toBe(200);
    expect(read.body.read_at).toEqual(expect.any(String));
    expect((await post(`/api/admin/contact-messages/${first}/read`)).status).toBe(200);
    expect(await auditOf(t, 'contact_message.read')).toHaveLength(1);

    page = await get('/api/admin/contact-messages?status=unread');
    expect(page.body).toMatchObject({ total: 1, unread: 1 });
    expect(page.body.items[0].id).toBe(second);
    expect((await get('/api/admin/contact-messages?status=read')).body.items[0].id).toBe(first);
    expect((await get('/api/admin/contact-messages?q=tent')).body.total).toBe(1);
    expect((await get('/api/admin/contact-messages?q=SAM@')).body.total).toBe(1);

    const unread = await post(`/api/admin/contact-messages/${first}/unread`);
    expect(unread.body.read_at).toBeNull();
    const [entry] = await auditOf(t, 'contact_message.unread');
    expect(entry).toMatchObject({
      subjectType: 'contact_message',
      subjectId: first,
      subjectLabel: '“Lost charger” from Pat Sender <pat@example.com>',
    });
    expect((await get('/api/admin/contact-messages')).body.unread).toBe(2);
  });

  it('e-mails a reply to the sender through the outbox, records it and audits it', async () => {
    admin = await signedInUser(t, { roles: ['customer', 'admin'], firstName: 'Ada' });
    const id = await contact(t, 'Lost charger');
    const res = await post(`/api/admin/contact-messages/${id}/reply`, {
      body: 'We found it.\n\nThe owner will post it tomorrow.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/pat@example\.com/);
    // No SMTP in the tests: the notice says the reply is kept, not that it is on its way.
    expect(res.body.message).toMatch(/saved in the outbox but not sent/);
    expect(res.body.reply).toMatchObject({
      body: 'We found it.\n\nThe owner will post it tomorrow.',
      author: expect.stringMatching(/^Ada /),
      mail_status: 'stored',
    });

    const [mail] = await mailTo(t, 'pat@example.com');
    expect(mail).toMatchObject({ subject: 'Re: Lost charger', template: 'contact_reply' });
    expect(mail!.text).toContain('We found it.');
    expect(mail!.text).toContain('The owner will post it tomorrow.');
    expect(mail!.text).toContain('About Lost charger: can you help me?');

    const detail = await get(`/api/admin/contact-messages/${id}`);
    expect(detail.body).toMatchObject({ reply_count: 1, replied_at: expect.any(String) });
    expect(detail.body.read_at).toEqual(expect.any(String));
    expect(detail.body.replies).toHaveLength(1);

    const [entry] = await auditOf(t, 'contact_message.reply');
    expect(entry).toMatchObject({ subjectId: id, actorId: expect.any(Number) });
    expect(entry!.after).toMatchObject({
      mail_id: mail!.id,
      to: 'pat@example.com',
      reply: 'We found it.\n\nThe owner will post it tomorrow.',
    });
    expect((await get('/api/admin/contact-messages?status=replied')).body.total).toBe(1);
    expect((await get('/api/admin/contact-messages?status=unanswered')).body.total).toBe(0);
  });

  it('answers field errors and 404s', async () => {
    admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const id = await contact(t, 'Question');
    const empty = await post(`/api/admin/contact-messages/${id}/reply`, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBeDefined();
    expect(
      (await post('/api/admin/contact-messages/99999/reply', { body: 'Hi there' })).status,
    ).toBe(404);
    expect((await get('/api/admin/contact-messages/99999')).status).toBe(404);
    expect((await post('/api/admin/contact-messages/99999/read')).status).toBe(404);
    const bad = await get('/api/admin/contact-messages?status=spam&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'status']);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('the mail outbox', () => {
  let script: SmtpAnswer[] = [];
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp((n) => script[n - 1] ?? 'accept');
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('lists delivery status without bodies, masks secrets, and retries failed mail', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const mail = t.app.services.mail;
    await mail.settled();
    // The next two messages are refused for good (550): failed at the first attempt.
    script = Array(smtp.offered()).fill('accept').concat(['reject', 'reject']);
    await mail.send(mailTemplates.twoFactorCode('kim@example.com', 'Kim', '482913'));
    await mail.settled();
    await mail.send(
      mailTemplates.generic('lee@example.com', 'Lee', 'Your booking', ['It is confirmed.']),
    );
    await mail.settled();

    const get = (query: string) =>
      t.request({ method: 'GET', url: `/api/admin/mail-outbox${query}`, headers: admin.headers });
    const failed = await get('?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.total).toBe(2);
    expect(failed.body.counts).toMatchObject({ failed: 2 });
    const code = failed.body.items.find((m: { to: string }) => m.to === 'kim@example.com');
    expect(code).toMatchObject({
      subject: 'Your OwnLess sign-in code: ••••••',
      template: 'two_factor_code',
      secret: true,
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/550/),
    });
    // No body, link or code anywhere in the answer.
    expect(JSON.stringify(failed.body)).not.toContain('482913');
    expect(Object.keys(code)).not.toContain('text');
    expect(Object.keys(code)).not.toContain('html');

    const searched = await get('?q=LEE@');
    expect(searched.body.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Your booking',
    ]);
    expect(searched.body.items[0]).toMatchObject({ template: 'notice', secret: false });

    const id = searched.body.items[0].id as number;
    const retried = await t.request({
      method: 'POST',
      url: `/api/admin/mail-outbox/${id}/retry`,
      headers: admin.headers,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.mail).toMatchObject({ status: 'pending', attempts: 0 });
    await mail.settled();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.accepted.at(-1)!.to).toEqual(['lee@example.com']);

    const [entry] = await auditOf(t, 'mail.retry');
    expect(entry).toMatchObject({ subjectType: 'mail', subjectId: id });
    expect(entry!.before).toMatchObject({ status: 'failed', attempts: 1 });

    // Only failed mail can be retried.
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/mail-outbox/${id}/retry`,
      headers: admin.headers,
    });
    expect(again.status).toBe(409);
    expect(await auditOf(t, 'mail.retry')).toHaveLength(1);
  });
});

describe('the mail outbox without SMTP', () => {
  const t = useTestApp();

  it('refuses a retry: mail is only kept', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    await t.app.services.mail.send(
      mailTemplates.generic('lee@example.com', 'Lee', 'Your booking', ['It is confirmed.']),
    );
    const [row] = await t.database.db.select().from(mailOutbox);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/mail-outbox/${row!.id}/retry`,
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/SMTP_URL/);
  });
});

describe('replyNotice', () => {
  it('says what really happens to a reply', () => {
    const notice = (outboxOnly: boolean, devMailbox: boolean) =>
      english(replyNotice('Pat', 'pat@example.com', outboxOnly, devMailbox));
    expect(notice(false, false)).toBe(
      'Your reply to Pat is queued for pat@example.com; the outbox shows when it is delivered.',
    );
    expect(notice(true, true)).toMatch(
      /not sent: no mail server is set up \(SMTP_URL\)\. Read it in the development mailbox/,
    );
    expect(notice(true, false)).not.toMatch(/mailbox/);
  });
});
