import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';

/** Words the home hero cycles through, after "Rent the perfect". */
export const TYPEWRITER_WORDS = [msg`tool`, msg`gear`, msg`goods`, msg`service`] as const;

/** Typing timings, in milliseconds: each character gets a random delay in its range. */
export const TYPE_DELAY_MIN_MS = 120;
export const TYPE_DELAY_MAX_MS = 160;
export const DELETE_DELAY_MIN_MS = 40;
export const DELETE_DELAY_MAX_MS = 80;
export const WORD_PAUSE_MS = 1500;

type Phase = 'typing' | 'pausing' | 'deleting';

export interface TypewriterOptions {
  /** When false (reduced motion), nothing is scheduled and the text stays empty. */
  enabled?: boolean;
  /** Source of randomness in [0, 1); injectable for tests. */
  random?: () => number;
}

export interface TypewriterState {
  text: string;
  wordIndex: number;
  phase: Phase;
}

export const randomDelay = (min: number, max: number, random: () => number) =>
  Math.round(min + random() * (max - min));

/**
 * Types a word a character at a time, pauses when it is complete, deletes it and moves to
 * the next word, looping forever.
 */
export function useTypewriter(
  words: readonly string[],
  { enabled = true, random = Math.random }: TypewriterOptions = {},
): TypewriterState {
  const [state, setState] = useState<TypewriterState>({ text: '', wordIndex: 0, phase: 'typing' });

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    const word = words[state.wordIndex % words.length] ?? '';
    let delay: number;
    let next: TypewriterState;

    if (state.phase === 'typing') {
      delay = randomDelay(TYPE_DELAY_MIN_MS, TYPE_DELAY_MAX_MS, random);
      const text = word.slice(0, state.text.length + 1);
      next = { ...state, text, phase: text === word ? 'pausing' : 'typing' };
    } else if (state.phase === 'pausing') {
      delay = WORD_PAUSE_MS;
      next = { ...state, phase: 'deleting' };
    } else {
      delay = randomDelay(DELETE_DELAY_MIN_MS, DELETE_DELAY_MAX_MS, random);
      const text = state.text.slice(0, -1);
      next =
        text === ''
          ? { text, wordIndex: (state.wordIndex + 1) % words.length, phase: 'typing' }
          : { ...state, text };
    }

    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, enabled, words, random]);

  return state;
}
