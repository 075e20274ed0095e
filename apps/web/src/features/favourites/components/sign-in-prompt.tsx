import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { isBackdropClick, useModalDialog } from '@/components/ui/use-modal-dialog';
import { rememberReturnTo, signInPathFor, signUpPathFor } from '@/lib/return-to';

/**
 * Asks a guest to sign in (or sign up) and come back here. A native modal <dialog>: focus
 * stays inside, Escape closes it, and it is never clipped by the card it was opened from.
 */
export function SignInPrompt({
  open,
  onClose,
  title,
  message,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  message?: string;
}) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const titleId = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (isBackdropClick(event)) onClose();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px] dark:bg-slate-900 dark:text-white"
      data-testid="sign-in-prompt"
    >
      {open && (
        <div className="relative p-6 text-center sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Close</Trans>
            </span>
          </button>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400">
            <Heart className="size-6" aria-hidden="true" />
          </span>
          <h2 id={titleId} className="mt-4 text-xl font-bold">
            {title ?? t`Save your favourites`}
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {message ?? t`Sign in to keep a list of the things you love and find them again later.`}
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link
              to={signInPathFor(here)}
              onClick={() => rememberReturnTo(here)}
              className={buttonClass('primary', 'md')}
              autoFocus
            >
              <Trans>Sign in</Trans>
            </Link>
            <Link
              to={signUpPathFor(here)}
              onClick={() => rememberReturnTo(here)}
              className={buttonClass('outline', 'md')}
            >
              <Trans>Create an account</Trans>
            </Link>
          </div>
        </div>
      )}
    </dialog>
  );
}
