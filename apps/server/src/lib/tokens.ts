import crypto from 'node:crypto';

/** An opaque random token for a client to hold; only its hash is stored. */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A six-digit code with every digit equally likely. */
export const sixDigitCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A short, URL-safe code for referral links. */
export const newReferralCode = () => crypto.randomBytes(5).toString('hex');
