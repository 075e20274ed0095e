import { Trans } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMailboxAvailable } from '../api/get-mailbox';

/**
 * In development (no SMTP on the server) e-mails land in the development mailbox; this tells
 * the reader where to find theirs. Renders nothing when real mail goes out.
 */
export function MailboxHint({ email }: { email?: string }) {
  const available = useMailboxAvailable(email);
  if (!available) return null;
  const to = email ? `?to=${encodeURIComponent(email)}` : '';
  return (
    <p
      className="flex gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
      data-testid="mailbox-hint"
    >
      <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          Development server: no mail server is set up, so e-mails are kept in the{' '}
          <Link
            to={`${paths.devMailbox}${to}`}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            development mailbox
          </Link>
          .
        </Trans>
      </span>
    </p>
  );
}
