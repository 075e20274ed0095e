import type { CurrentUser } from '@ownless/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest, forbidden, tooManyRequests, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newReferralCode, randomToken, safeEqual, sixDigitCode } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { toCurrentUser } from '../users/users.presenter';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { authRepository } from './auth.repository';

const MINUTE = 60_000;
const ACCESS_TOKEN_TTL = 30 * 24 * 60 * MINUTE;
const TWO_FACTOR_TTL = 10 * MINUTE;
const TWO_FACTOR_MAX_ATTEMPTS = 5;
const EMAIL_VERIFICATION_TTL = 24 * 60 * MINUTE;
const PASSWORD_RESET_TTL = 60 * MINUTE;

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/** Hash of a 2FA code bound to its challenge, so a code is useless with another challenge. */
const codeHashFor = (challengeHash: string, code: string) => hashToken(`${challengeHash}:${code}`);

export type LoginResult =
  | { kind: 'token'; token: string; user: CurrentUser }
  | { kind: 'two_factor'; challengeToken: string };

export function authService(deps: { db: Database; config: Config; mail: MailService; users: UsersService }) {
  const { db, config, mail, users } = deps;
  const repo = authRepository(db);
  let dummyHash: Promise<string> | null = null;

  async function issueAccessToken(userId: number) {
    const token = randomToken();
    await repo.insertToken({
      userId,
      kind: 'access',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL),
    });
    return token;
  }

  async function sendVerification(user: UserRow) {
    const token = randomToken();
    await repo.revokeAll(user.id, ['email_verification']);
    await repo.insertToken({
      userId: user.id,
      kind: 'email_verification',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL),
    });
    const url = `${config.appUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
    await mail.send(mailTemplates.verifyEmail(user.email, user.firstName, url));
  }

  async function sendTwoFactorCode(user: UserRow, challengeHash: string, tokenId: number) {
    const code = sixDigitCode();
    await repo.update(tokenId, {
      codeHash: codeHashFor(challengeHash, code),
      expiresAt: new Date(Date.now() + TWO_FACTOR_TTL),
    });
    await mail.send(mailTemplates.twoFactorCode(user.email, user.firstName, code));
  }

  return {
    /** The session behind a bearer token, or null. */
    async authenticate(token: string) {
      const row = await repo.findUsable(hashToken(token), 'access');
      return row ? { userId: row.userId, tokenId: row.id } : null;
    },

    async register(input: {
      first_name: string;
      last_name: string;
      email: string;
      password: string;
      referral_code?: string;
    }) {
      if (await users.findByEmail(input.email)) {
        throw unprocessable('An account with this e-mail already exists.', {
          email: ['An account with this e-mail already exists. Sign in or reset your password.'],
        });
      }
      const referrer = input.referral_code ? await users.findByReferralCode(input.referral_code) : null;
      if (input.referral_code && !referrer) {
        throw badRequest('That referral code is not valid.', { referral_code: ['That referral code is not valid.'] });
      }
      const passwordHash = await hashPassword(input.password);
      const user = await users.create(
        {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          referralCode: newReferralCode(),
        },
        referrer?.id ?? null,
      );
      await sendVerification(user);
      const token = await issueAccessToken(user.id);
      return { token, user: toCurrentUser(user) };
    },

    async login(email: string, password: string): Promise<LoginResult> {
      const user = await users.findByEmail(email);
      // Verify a hash even for an unknown e-mail so timing does not reveal accounts.
      dummyHash ??= hashPassword(randomToken());
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        throw unprocessable(WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      }
      if (user.suspendedAt) throw forbidden('This account is suspended. Please contact support.');
      if (user.twoFAEnabled) {
        const challengeToken = randomToken();
        const challengeHash = hashToken(challengeToken);
        const row = await repo.insertToken({
          userId: user.id,
          kind: 'two_factor',
          tokenHash: challengeHash,
          expiresAt: new Date(Date.now() + TWO_FACTOR_TTL),
        });
        await sendTwoFactorCode(user, challengeHash, row.id);
        return { kind: 'two_factor', challengeToken };
      }
      return { kind: 'token', token: await issueAccessToken(user.id), user: toCurrentUser(user) };
    },

    async resendTwoFactorCode(challengeToken: string) {
      const challengeHash = hashToken(challengeToken);
      const row = await repo.findUsable(challengeHash, 'two_factor');
      if (!row) throw badRequest('Your sign-in expired. Please sign in again.', { challenge_token: ['expired'] });
      if (row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Please sign in again.');
      await sendTwoFactorCode(await users.load(row.userId), challengeHash, row.id);
    },

    /** Exchanges challenge + code for an access token: 10 minutes, 5 tries. */
    async verifyTwoFactor(challengeToken: string, code: string) {
      const challengeHash = hashToken(challengeToken);
      const outcome = await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        const row = await txRepo.findForUpdate(challengeHash, 'two_factor');
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
        if (row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return { kind: 'locked' as const };
        if (!row.codeHash || !safeEqual(row.codeHash, codeHashFor(challengeHash, code))) {
          const attempts = await txRepo.incrementAttempts(row.id);
          if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) await txRepo.markUsed(row.id);
          return { kind: 'wrong' as const, left: TWO_FACTOR_MAX_ATTEMPTS - attempts };
        }
        await txRepo.markUsed(row.id);
        return { kind: 'ok' as const, userId: row.userId };
      });
      if (outcome.kind === 'expired') {
        throw badRequest('This code has expired. Please sign in again.', { code: ['This code has expired. Please sign in again.'] });
      }
      if (outcome.kind === 'locked') throw tooManyRequests('Too many wrong codes. Please sign in again.');
      if (outcome.kind === 'wrong') {
        const message =
          outcome.left > 0
            ? `That code is not right. ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`
            : 'That code is not right, and that was the last try. Please sign in again.';
        throw unprocessable(message, { code: [message] });
      }
      const user = await users.load(outcome.userId);
      if (user.suspendedAt) throw forbidden('This account is suspended. Please contact support.');
      return { token: await issueAccessToken(user.id), user: toCurrentUser(user) };
    },

    async logout(tokenId: number) {
      await repo.markUsed(tokenId);
    },

    async resendVerification(userId: number) {
      const user = await users.load(userId);
      if (user.emailVerifiedAt) throw badRequest('Your e-mail address is already confirmed.');
      await sendVerification(user);
    },

    /** Follows the e-mailed link; answers where to send the browser. */
    async verifyEmail(token: string): Promise<string> {
      const row = await repo.findUsable(hashToken(token), 'email_verification');
      if (!row) return '/verify-email?status=invalid';
      await repo.markUsed(row.id);
      const user = await users.load(row.userId);
      if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: new Date() });
      return '/verify-email?status=verified';
    },

    /** Always answers the same, so the response never reveals whether an account exists. */
    async requestPasswordReset(email: string) {
      const user = await users.findByEmail(email);
      if (!user || user.suspendedAt) return;
      await repo.revokeAll(user.id, ['password_reset']);
      const token = randomToken();
      await repo.insertToken({
        userId: user.id,
        kind: 'password_reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL),
      });
      const url = `${config.appUrl}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`;
      await mail.send(mailTemplates.passwordReset(user.email, user.firstName, url));
    },

    /** Single-use, 60-minute token; a reset signs every device out. */
    async resetPassword(input: { token: string; email: string; password: string }) {
      const invalid = () =>
        badRequest('This reset link is invalid or has expired. Please ask for a new one.', {
          token: ['This reset link is invalid or has expired. Please ask for a new one.'],
        });
      const row = await repo.findUsable(hashToken(input.token), 'password_reset');
      if (!row) throw invalid();
      const user = await users.load(row.userId);
      if (user.email.toLowerCase() !== input.email.toLowerCase()) throw invalid();
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        const locked = await txRepo.findForUpdate(row.tokenHash, 'password_reset');
        if (!locked || locked.usedAt) throw invalid();
        await txRepo.markUsed(locked.id);
        await txRepo.revokeAll(user.id, ['access', 'two_factor', 'password_reset']);
      });
      await users.update(user.id, {
        passwordHash,
        // Following a link from the mailbox proves the address too.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await mail.send(mailTemplates.passwordChanged(user.email, user.firstName));
    },

    async changePassword(userId: number, currentTokenId: number | null, input: { current_password: string; password: string }) {
      const user = await users.load(userId);
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw unprocessable('Your current password is not right.', {
          current_password: ['Your current password is not right.'],
        });
      }
      if (input.current_password === input.password) {
        throw badRequest('The new password must differ from the current one.', {
          password: ['The new password must differ from the current one.'],
        });
      }
      await users.update(userId, { passwordHash: await hashPassword(input.password) });
      // Every other device is signed out; this one stays signed in.
      await repo.revokeAll(userId, ['access', 'two_factor', 'password_reset'], currentTokenId ?? undefined);
      await mail.send(mailTemplates.passwordChanged(user.email, user.firstName));
    },

    async setTwoFactor(userId: number, input: { enabled: boolean; password: string }) {
      const user = await users.load(userId);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw unprocessable('Your password is not right.', { password: ['Your password is not right.'] });
      }
      if (input.enabled && !user.emailVerifiedAt) {
        throw unprocessable('Confirm your e-mail address first: sign-in codes are sent there.', {
          enabled: ['Confirm your e-mail address first: sign-in codes are sent there.'],
        });
      }
      return toCurrentUser(await users.update(userId, { twoFAEnabled: input.enabled }));
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
