import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { loadAllCatalogs } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useFavouriteIds } from '../api/favourites';

// The guest's sign-in prompt loads on the first click of a heart (every card of a
// first page has a heart, few are clicked), with its texts (a catalog the first pages do not
// load); once loaded it stays mounted, so closing it gives the focus back to the heart.
const SignInPrompt = lazy(() =>
  Promise.all([import('./sign-in-prompt'), loadAllCatalogs()]).then(([module]) => ({
    default: module.SignInPrompt,
  })),
);

/**
 * The heart on cards and the detail page. Signed in: saves or removes at once (optimistic;
 * undone with a message if the server refuses). Guests are asked to sign in.
 */
export function FavouriteButton({
  listingId,
  listingName,
  variant = 'card',
  className,
}: {
  listingId: number;
  listingName: string;
  variant?: 'card' | 'detail';
  className?: string;
}) {
  const { t } = useLingui();
  const token = useSessionStore((state) => state.token);
  const user = useCurrentUser();
  const ids = useFavouriteIds();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState(false);
  const [prompted, setPrompted] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const saved = Boolean(ids.data?.includes(listingId));
  const signedIn = Boolean(token && user);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(null), 4000);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const onClick = () => {
    if (!signedIn) {
      setPrompt(true);
      setPrompted(true);
      return;
    }
    setFailed(null);
    const favourite = !saved;
    // The toggle's code loads on the first click: most visitors never click a heart.
    import('../api/toggle-favourite')
      .then(({ toggleFavourite }) => toggleFavourite(queryClient, { listingId, favourite }))
      .catch(() =>
        setFailed(
          favourite ? t`Could not save it. Try again.` : t`Could not remove it. Try again.`,
        ),
      );
  };

  const label = t`Save ${listingName} to favourites`;

  return (
    <span className={cn('relative inline-flex', className)}>
      <button
        type="button"
        onClick={onClick}
        aria-label={variant === 'card' ? label : undefined}
        aria-pressed={signedIn ? saved : undefined}
        disabled={signedIn && ids.isPending}
        title={saved ? t`Saved to favourites` : t`Save to favourites`}
        data-testid="favourite-button"
        data-saved={saved || undefined}
        className={cn(
          'inline-flex items-center justify-center transition-colors disabled:cursor-wait',
          variant === 'card'
            ? 'size-10 rounded-full bg-white/95 text-slate-700 shadow-md ring-1 ring-slate-900/10 backdrop-blur hover:bg-white hover:text-rose-600 dark:bg-slate-950/85 dark:text-slate-200 dark:ring-white/15 dark:hover:text-rose-400'
            : 'h-11 gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        )}
      >
        <Heart
          className={cn(
            variant === 'card' ? 'size-5' : 'size-4',
            saved && 'fill-rose-500 text-rose-500 dark:fill-rose-400 dark:text-rose-400',
          )}
          aria-hidden="true"
        />
        {variant === 'detail' && (
          <span>
            {saved ? (
              <Trans>
                Saved<span className="sr-only"> {listingName} to favourites</span>
              </Trans>
            ) : (
              <Trans>
                Save<span className="sr-only"> {listingName} to favourites</span>
              </Trans>
            )}
          </span>
        )}
      </button>
      <span role="status" className="sr-only">
        {failed ?? ''}
      </span>
      {failed && (
        <span
          aria-hidden="true"
          className="absolute end-0 top-full z-20 mt-2 w-max max-w-48 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-white dark:text-slate-900"
        >
          {failed}
        </span>
      )}
      {prompted && (
        <Suspense fallback={null}>
          <SignInPrompt open={prompt} onClose={() => setPrompt(false)} />
        </Suspense>
      )}
    </span>
  );
}
