import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_PERSONAL_MESSAGE,
  type PasswordContext,
  passwordContextWords,
  passwordTooShort,
  personalPasswordProblem,
} from './auth';

/**
 * The dictionary half of the password rule. Not exported from the package index: the
 * dictionaries weigh about a megabyte, so the web imports this file lazily on the pages
 * that set a password, and the server imports it directly.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** zxcvbn's score: 0 too guessable … 4 very unguessable. 3 means over 10^8 guesses. */
export const MIN_PASSWORD_SCORE = 3;
/** Only the start is estimated: the matcher's cost grows fast with length, and 64 characters of anything is plenty. */
const ESTIMATED_LENGTH = 64;

export const PASSWORD_COMMON_MESSAGE =
  /*i18n*/ 'This password is too common or too easy to guess. Add a few more words or characters.';

export interface PasswordStrength {
  /** 0 … 4 */
  score: number;
  acceptable: boolean;
  /** Why the password is refused, in one sentence; null when it is accepted. */
  problem: string | null;
  /** zxcvbn's hint for making it stronger, if any. */
  suggestion: string | null;
}

export function passwordStrength(
  password: string,
  context: PasswordContext = {},
): PasswordStrength {
  const sample = password.slice(0, ESTIMATED_LENGTH);
  const result = zxcvbn.check(sample, passwordContextWords(context));
  const weak = result.score < MIN_PASSWORD_SCORE;
  // Weak because it is built from the user's own e-mail or name: say so rather than "common".
  const usesContext = result.sequence.some(
    (match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs',
  );
  const personal =
    personalPasswordProblem(password, context) ??
    (weak && usesContext ? PASSWORD_PERSONAL_MESSAGE : null);
  const problem =
    password.length < PASSWORD_MIN_LENGTH
      ? passwordTooShort()
      : (personal ?? (weak ? PASSWORD_COMMON_MESSAGE : null));
  return {
    score: result.score,
    acceptable: problem === null,
    problem,
    suggestion: result.feedback.warning ?? result.feedback.suggestions[0] ?? null,
  };
}

/** The whole rule: null when the password may be used, else the message for the `password` field. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  return passwordStrength(password, context).problem;
}
