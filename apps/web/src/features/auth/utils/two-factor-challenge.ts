import { TWO_FACTOR_STORAGE_KEY } from '@/config/app';

/** A login waiting for its e-mailed code; kept in sessionStorage so /2fa survives a reload. */
export interface TwoFactorChallenge {
  challenge_token: string;
  message: string;
  email: string;
}

export function readTwoFactorChallenge(): TwoFactorChallenge | null {
  try {
    const raw = sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TwoFactorChallenge> | null;
    if (!value || typeof value.challenge_token !== 'string' || !value.challenge_token) return null;
    return {
      challenge_token: value.challenge_token,
      message: typeof value.message === 'string' ? value.message : '',
      email: typeof value.email === 'string' ? value.email : '',
    };
  } catch {
    return null;
  }
}

export function saveTwoFactorChallenge(challenge: TwoFactorChallenge) {
  try {
    sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, JSON.stringify(challenge));
  } catch {
    // Blocked storage: /2fa still works until a reload.
  }
}

export function clearTwoFactorChallenge() {
  try {
    sessionStorage.removeItem(TWO_FACTOR_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
