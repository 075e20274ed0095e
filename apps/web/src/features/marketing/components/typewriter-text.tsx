import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { TYPEWRITER_WORDS, useTypewriter } from '../hooks/use-typewriter';

const listWords = (words: readonly string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');

/**
 * The animated word of the hero. Screen readers get the full list once instead of a
 * stream of letters; with reduced motion everybody gets the list.
 */
export function TypewriterText({ words = TYPEWRITER_WORDS }: { words?: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { text } = useTypewriter(words, { enabled: !reducedMotion });

  if (reducedMotion) {
    return (
      <span className="font-semibold text-brand-700 dark:text-brand-400">{listWords(words)}</span>
    );
  }

  return (
    <>
      <span className="sr-only">{listWords(words)}</span>
      <span
        aria-hidden="true"
        data-testid="typewriter"
        className="font-semibold whitespace-nowrap text-brand-700 dark:text-brand-400"
      >
        {text}
        <span className="ms-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.15em] animate-caret bg-current" />
      </span>
    </>
  );
}
