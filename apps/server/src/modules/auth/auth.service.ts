import {
  type AuthTokenKind,
  CONFIRMATION_LINK_HOURS,
  type CurrentUser,
  type Locale,
  type PasswordContext,
  RESET_LINK_MINUTES,
  SIGN_IN_CODE_MINUTES,
} from '@ownless/shared';
import { passwordProblem } from '@ownless/shared/password-strength';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { badRequest, forbidden, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newReferralCode, randomToken, safeEqual, sixDigitCode } from '../../lib/tokens';
import type { SessionsEnded } from '../../realtime/hub';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { toCurrentUser } from '../users/users.presenter';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { authRepository, type AuthTokenRow } from './auth.repository';
import { describeDevice } from './user-agent';

const MINUTE = 60_000;
/** A session's last use is written at most this often, not on every request. */
const LAST_USED_PRECISION = MINUTE;
const TWO_FACTOR_TTL = SIGN_IN_CODE_MINUTES * MINUTE;
const TWO_FACTOR_MAX_ATTEMPTS = 5;
const EMAIL_VERIFICATION_TTL = CONFIRMATION_LINK_HOURS * 60 * MINUTE;
const PASSWORD_RESET_TTL = RESET_LINK_MINUTES * MINUTE;

// The same words for a wrong password, an unknown e-mail and a sign-up not confirmed yet.
const WRONG_CREDENTIALS =
  /*i18n*/ 'These credentials do not match our records. Just signed up? Open the link we e-mailed you first.';

/** Hash of a 2FA code bound to its challenge, so a code is useless with another challenge. */
const codeHashFor = (challengeHash: string, code: string) => hashToken(`${challengeHash}:${code}`);

export type LoginResult =
  | { kind: 'token'; token: string; user: CurrentUser }
  | { kind: 'two_factor'; challengeToken: string };

/** Refuses a password that breaks the shared rule (common, or built from the account's e-mail or name). */
function assertAcceptablePassword(password: string, context: PasswordContext) {
  const problem = passwordProblem(password, context);
  if (problem) throw badRequest(problem, { password: [problem] });
}

export function authService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  users: UsersService;
  log?: FastifyBaseLogger;
  /** The clock sessions are judged by; tests move it. */
  now?: () => Date;
}) {
  const { db, config, mail, users, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = authRepository(db);
  const sessionWindow = () => ({ now: now(), ...config.sessions });
  // Told after sessions were revoked, so open real-time connections of those sessions close.
  const endedListeners = new Set<(event: SessionsEnded) => void>();
  const sessionsEnded = (event: SessionsEnded) =>
    endedListeners.forEach((listener) => listener(event));
  let dummyHash: Promise<string> | null = null;

  // Work a response must not wait for, so that its timing says nothing (see requestPasswordReset).
  const background = new Set<Promise<void>>();
  function later(task: () => Promise<void>) {
    const run = task()
      .catch((error: unknown) => log?.error({ err: error }, 'background account task failed'))
      .finally(() => background.delete(run));
    background.add(run);
  }

  async function issueAccessToken(userId: number, userAgent: string | null) {
    const token = randomToken();
    const issuedAt = now();
    await repo.insertToken({
      userId,
      kind: 'access',
      tokenHash: hashToken(token),
      expiresAt: new Date(issuedAt.getTime() + config.sessions.maxAgeMs),
      userAgent,
    });
    return token;
  }

  const presentSession = (row: AuthTokenRow, currentTokenId: number | null) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === currentTokenId,
  });

  // Earlier links stay valid until they expire or one of them is used (useLinkOf): a person
  // who signs in before opening the first e-mail gets a second one, and may open either.
  async function sendVerification(user: UserRow) {
    const token = randomToken();
    await repo.insertToken({
      userId: user.id,
      kind: 'email_verification',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL),
    });
    const url = `${config.appUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
    await mail.send(mailTemplates.verifyEmail(user.email, user.firstName, url));
  }

  /**
   * A token of that kind, neither used nor expired, of an account that is not suspended:
   * suspending an account ends its tokens, whatever their rows say.
   */
  async function findUsable(tokenHash: string, kind: AuthTokenKind) {
    const row = await repo.findUsable(tokenHash, kind);
    return row && (await users.isActive(row.userId)) ? row : null;
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
    /** The session behind a bearer token, or null (unknown, revoked, idle too long or too old). */
    async authenticate(token: string) {
      const window = sessionWindow();
      const row = await repo.findSession(hashToken(token), window);
      const account = row && (await users.activeAccount(row.userId));
      if (!row || !account) return null;
      const lastUsed = row.lastUsedAt ?? row.createdAt;
      if (window.now.getTime() - lastUsed.getTime() >= LAST_USED_PRECISION) {
        await repo.update(row.id, { lastUsedAt: window.now });
      }
      return { userId: row.userId, tokenId: row.id, locale: account.locale };
    },

    /** Waits for the work answered requests left behind (mail): for tests and shutdown. */
    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },

    async listSessions(userId: number, currentTokenId: number | null) {
      const rows = await repo.listSessions(userId, sessionWindow());
      return rows.map((row) => presentSession(row, currentTokenId));
    },

    async revokeSession(userId: number, sessionId: number) {
      if (!(await repo.revokeSession(userId, sessionId, now()))) {
        throw notFound(/*i18n*/ 'That session has ended already.');
      }
      sessionsEnded({ userId, sessionId });
    },

    /** Signs out every other session of the user; the one in use stays. */
    async revokeOtherSessions(userId: number, currentTokenId: number | null) {
      await repo.revokeAll(userId, ['access'], currentTokenId ?? undefined);
      sessionsEnded({ userId, exceptSessionId: currentTokenId ?? undefined });
    },

    /** Listens for ended sessions (the real-time layer closes their connections); returns the way to stop. */
    onSessionsEnded(listener: (event: SessionsEnded) => void) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },

    /** The user behind a 2FA challenge (used or not), so wrong codes are counted per account. */
    async challengeOwner(challengeToken: string) {
      return repo.ownerOf(hashToken(challengeToken), 'two_factor');
    },

    /**
     * Answers the same `{ token }` whether or not the e-mail has an account, so sign-up
     * reveals nothing (decision 0004). For a new address the account is created and the
     * token becomes its session once the e-mail is confirmed; for a known one the token
     * is never stored, and the owner of the address is told someone tried.
     */
    async register(
      input: {
        first_name: string;
        last_name: string;
        email: string;
        password: string;
        referral_code?: string;
      },
      userAgent: string | null,
      /** The language the account is created in: the app's and its e-mails'. */
      locale: Locale | null = null,
    ) {
      assertAcceptablePassword(input.password, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
      });
      const referrer = input.referral_code
        ? await users.findByReferralCode(input.referral_code)
        : null;
      if (input.referral_code && !referrer) {
        throw badRequest(/*i18n*/ 'That referral code is not valid.', {
          referral_code: [/*i18n*/ 'That referral code is not valid.'],
        });
      }
      // Hashed on both paths: the slow step must not tell a new address from a known one.
      const passwordHash = await hashPassword(input.password);
      const token = randomToken();
      const existing = await users.findByEmail(input.email);
      if (existing) {
        const resetUrl = `${config.appUrl}/auth-re-password`;
        later(() =>
          mail.send(mailTemplates.signUpAttempt(existing.email, existing.firstName, resetUrl)),
        );
        return { token };
      }
      const user = await users.create(
        {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          referralCode: newReferralCode(),
          locale,
        },
        referrer?.id ?? null,
      );
      await repo.insertToken({
        userId: user.id,
        kind: 'signup',
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + EMAIL_VERIFICATION_TTL),
        userAgent,
      });
      later(() => sendVerification(user));
      return { token };
    },

    async login(email: string, password: string, userAgent: string | null): Promise<LoginResult> {
      const user = await users.findByEmail(email);
      // Verify a hash even for an unknown e-mail so timing does not reveal accounts.
      dummyHash ??= hashPassword(randomToken());
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        throw unprocessable(WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      }
      // A sign-up is usable once its e-mail is confirmed; until then its password proves
      // nothing (anyone may have typed it), so it answers like a wrong one and the
      // confirmation link goes out again, to the address only.
      if (!user.emailVerifiedAt && (await repo.hasPendingSignup(user.id))) {
        later(() => sendVerification(user));
        throw unprocessable(WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      }
      if (user.suspendedAt)
        throw forbidden(/*i18n*/ 'This account is suspended. Please contact support.');
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
      return {
        kind: 'token',
        token: await issueAccessToken(user.id, userAgent),
        user: toCurrentUser(user),
      };
    },

    async resendTwoFactorCode(challengeToken: string) {
      const challengeHash = hashToken(challengeToken);
      const row = await findUsable(challengeHash, 'two_factor');
      if (!row)
        throw badRequest(/*i18n*/ 'Your sign-in expired. Please sign in again.', {
          challenge_token: ['expired'],
        });
      if (row.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
        throw tooManyRequests(/*i18n*/ 'Too many wrong codes. Please sign in again.');
      await sendTwoFactorCode(await users.load(row.userId), challengeHash, row.id);
    },

    /** Exchanges challenge + code for an access token: 10 minutes, 5 tries. */
    async verifyTwoFactor(challengeToken: string, code: string, userAgent: string | null) {
      const challengeHash = hashToken(challengeToken);
      const outcome = await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        const row = await txRepo.findForUpdate(challengeHash, 'two_factor');
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now())
          return { kind: 'expired' as const };
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
        throw badRequest(/*i18n*/ 'This code has expired. Please sign in again.', {
          code: [/*i18n*/ 'This code has expired. Please sign in again.'],
        });
      }
      if (outcome.kind === 'locked')
        throw tooManyRequests(/*i18n*/ 'Too many wrong codes. Please sign in again.');
      if (outcome.kind === 'wrong') {
        const message =
          outcome.left > 0
            ? /*i18n*/ {
                id: 'That code is not right. {left, plural, one {# try} other {# tries}} left.',
                values: { left: outcome.left },
              }
            : /*i18n*/ 'That code is not right, and that was the last try. Please sign in again.';
        throw unprocessable(message, { code: [message] });
      }
      const user = await users.load(outcome.userId);
      if (user.suspendedAt)
        throw forbidden(/*i18n*/ 'This account is suspended. Please contact support.');
      return { token: await issueAccessToken(user.id, userAgent), user: toCurrentUser(user) };
    },

    /**
     * Revokes every token of an account (sessions, links, challenges) inside the caller's
     * transaction, as an operator's suspension does; answers how many were revoked.
     */
    /** How many live sessions (within the idle and age limits) the user has, read on `tx`. */
    countLiveSessionsIn: (tx: Executor, userId: number) =>
      authRepository(tx).countLiveSessions(userId, sessionWindow()),

    revokeEveryTokenIn: (tx: Executor, userId: number, at: Date) =>
      authRepository(tx).revokeEvery(userId, at),

    async logout(userId: number, tokenId: number) {
      await repo.markUsed(tokenId);
      sessionsEnded({ userId, sessionId: tokenId });
    },

    async resendVerification(userId: number) {
      const user = await users.load(userId);
      if (user.emailVerifiedAt)
        throw badRequest(/*i18n*/ 'Your e-mail address is already confirmed.');
      await sendVerification(user);
    },

    /** Follows the e-mailed link; answers where to send the browser. */
    async verifyEmail(token: string): Promise<string> {
      const tokenHash = hashToken(token);
      if (!(await findUsable(tokenHash, 'email_verification')))
        return '/verify-email?status=invalid';
      const confirmedAt = now();
      const row = await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        const used = await txRepo.useLinkOf(tokenHash, 'email_verification', confirmedAt);
        if (used)
          await txRepo.activateSignup(
            used.userId,
            confirmedAt,
            new Date(confirmedAt.getTime() + config.sessions.maxAgeMs),
          );
        return used;
      });
      if (!row) return '/verify-email?status=invalid';
      const user = await users.load(row.userId);
      if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: confirmedAt });
      return '/verify-email?status=verified';
    },

    /**
     * Answers at once and the same way whether or not the account exists: the lookup, the
     * token and the e-mail happen after the response, so neither body nor timing tells.
     */
    requestPasswordReset(email: string) {
      later(async () => {
        const user = await users.findByEmail(email);
        if (!user || user.suspendedAt) return;
        // Earlier links stay valid until they expire or one of them is used (resetPassword).
        const token = randomToken();
        await repo.insertToken({
          userId: user.id,
          kind: 'password_reset',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL),
        });
        const url = `${config.appUrl}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`;
        await mail.send(mailTemplates.passwordReset(user.email, user.firstName, url));
      });
    },

    /** Single-use, 60-minute token; a reset signs every device out. */
    async resetPassword(input: { token: string; email: string; password: string }) {
      const invalid = () =>
        badRequest(
          /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.',
          {
            token: [
              /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.',
            ],
          },
        );
      const row = await findUsable(hashToken(input.token), 'password_reset');
      if (!row) throw invalid();
      const user = await users.load(row.userId);
      if (user.email.toLowerCase() !== input.email.toLowerCase()) throw invalid();
      assertAcceptablePassword(input.password, user);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        // Ends every other reset link of the account too; of two used at once, one wins.
        if (!(await txRepo.useLinkOf(row.tokenHash, 'password_reset', now()))) throw invalid();
        await txRepo.revokeAll(user.id, ['access', 'two_factor', 'signup']);
      });
      sessionsEnded({ userId: user.id });
      await users.update(user.id, {
        passwordHash,
        // Following a link from the mailbox proves the address too.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await mail.send(mailTemplates.passwordChanged(user.email, user.firstName));
    },

    async changePassword(
      userId: number,
      currentTokenId: number | null,
      input: { current_password: string; password: string },
    ) {
      const user = await users.load(userId);
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw unprocessable(/*i18n*/ 'Your current password is not right.', {
          current_password: [/*i18n*/ 'Your current password is not right.'],
        });
      }
      if (input.current_password === input.password) {
        throw badRequest(/*i18n*/ 'The new password must differ from the current one.', {
          password: [/*i18n*/ 'The new password must differ from the current one.'],
        });
      }
      assertAcceptablePassword(input.password, user);
      await users.update(userId, { passwordHash: await hashPassword(input.password) });
      // Every other device is signed out; this one stays signed in.
      await repo.revokeAll(
        userId,
        ['access', 'two_factor', 'password_reset'],
        currentTokenId ?? undefined,
      );
      sessionsEnded({ userId, exceptSessionId: currentTokenId ?? undefined });
      await mail.send(mailTemplates.passwordChanged(user.email, user.firstName));
    },

    async setTwoFactor(userId: number, input: { enabled: boolean; password: string }) {
      const user = await users.load(userId);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw unprocessable(/*i18n*/ 'Your password is not right.', {
          password: [/*i18n*/ 'Your password is not right.'],
        });
      }
      if (input.enabled && !user.emailVerifiedAt) {
        throw unprocessable(
          /*i18n*/ 'Confirm your e-mail address first: sign-in codes are sent there.',
          {
            enabled: [/*i18n*/ 'Confirm your e-mail address first: sign-in codes are sent there.'],
          },
        );
      }
      return toCurrentUser(await users.update(userId, { twoFAEnabled: input.enabled }));
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
