import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { formatList, pageLocale } from '@/lib/i18n';
import { TYPEWRITER_WORDS, useTypewriter } from '../hooks/use-typewriter';

/**
 * "tool, gear, goods or service": English without Intl (the hero is on the first paint, and a
 * page's first Intl call loads ICU's data), the other languages as they join a list.
 */
const listWords = (words: readonly string[]) =>
  pageLocale() !== 'en'
    ? formatList([...words], 'disjunction')
    : words.length > 1
      ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
      : (words[0] ?? '');

/**
 * The animated word of the hero. Screen readers get the full list once instead of a
 * stream of letters; with reduced motion everybody gets the list.
 */
export function TypewriterText({ words: given }: { words?: readonly string[] }) {
  const { i18n } = useLingui();
  const words = useMemo(() => given ?? TYPEWRITER_WORDS.map((word) => i18n._(word)), [given, i18n]);
  const reducedMotion = usePrefersReducedMotion();
  const { text } = useTypewriter(words, { enabled: !reducedMotion });
  const list = listWords(words);

  if (reducedMotion) {
    return <span className="font-semibold text-brand-700 dark:text-brand-400">{list}</span>;
  }

  return (
    <>
      <span className="sr-only">{list}</span>
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
