import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg dark:focus:bg-slate-900 dark:focus:text-brand-300"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
