import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_THRESHOLD } from '@/config/app';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { cn } from '@/lib/cn';

/** Appears after 400 px of scroll (BACK_TO_TOP_THRESHOLD) and smooth-scrolls to the top. */
export function BackToTop() {
  const { t } = useLingui();
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  const reducedMotion = usePrefersReducedMotion();

  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      data-testid="back-to-top"
      inert={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      className={cn(
        'fixed end-4 bottom-4 z-40 flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/20 transition-all hover:bg-brand-800 sm:end-6 sm:bottom-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
