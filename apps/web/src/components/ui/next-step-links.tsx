import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The links under a step that is over (reservations requested, nothing left to pay): the
 * way on (`children`, a primary link) and "Keep browsing" back to the home page.
 */
export function NextStepLinks({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {children}
      <Link to={paths.home} className={buttonClass('outline', 'md')}>
        <Trans>Keep browsing</Trans>
      </Link>
    </div>
  );
}
