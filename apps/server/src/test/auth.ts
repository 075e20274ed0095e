import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestContext } from './app';
import { createOwner, createUser, TEST_PASSWORD } from './factories';

/** Signs a user in through the API and returns the bearer header for later calls. */
export async function loginAs(t: TestContext, email: string, password = TEST_PASSWORD) {
  const res = await t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.status !== 200 || !res.body.data?.token) {
    throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { authorization: `Bearer ${res.body.data.token}`, token: res.body.data.token as string };
}

/**
 * A new user (verified unless told otherwise), a signed-in header for them and its bare
 * token (what a socket connects with).
 */
export async function signedInUser(
  t: TestContext,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(t.database.db, overrides);
  const { authorization, token } = await loginAs(t, user.email);
  return { user, headers: { authorization }, token };
}

/** A new owner (an approved seller with Stripe connected) and a signed-in header for them. */
export async function signedInOwner(
  t: TestContext,
  overrides: Parameters<typeof createOwner>[1] = {},
) {
  const user = await createOwner(t.database.db, overrides);
  const { authorization } = await loginAs(t, user.email);
  return { user, headers: { authorization } };
}

/** Mail sent to an address, newest first. */
export async function mailTo(t: TestContext, email: string) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email.toLowerCase()));
  return rows.sort((a, b) => b.id - a.id);
}

export function codeFrom(subject: string): string {
  const match = /(\d{6})/.exec(subject);
  if (!match) throw new Error(`no code in ${subject}`);
  return match[1]!;
}
