import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { formatList } from '@/lib/i18n';
import { TYPEWRITER_WORDS, useTypewriter } from '../hooks/use-typewriter';

/**
 * The animated word of the hero. Screen readers get the full list once instead of a
 * stream of letters; with reduced motion everybody gets the list.
 */
export function TypewriterText({ words: given }: { words?: readonly string[] }) {
  const { i18n } = useLingui();
  const words = useMemo(() => given ?? TYPEWRITER_WORDS.map((word) => i18n._(word)), [given, i18n]);
  const reducedMotion = usePrefersReducedMotion();
  const { text } = useTypewriter(words, { enabled: !reducedMotion });
  const list = formatList([...words], 'disjunction');

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
