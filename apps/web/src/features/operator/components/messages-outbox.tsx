import { useState } from 'react';
import { MAIL_OUTBOX_STATUSES, type OutboxMail } from '@ownless/shared';
import { Lock, MailX, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useMailOutbox, useRetryMail } from '../api/messages';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { MessagesFilters } from './messages-filters';
import { useUrlState } from './use-url-state';

const KEYS = ['tab', 'q', 'status'] as const;

const STATUS: Record<
  OutboxMail['status'],
  { label: string; tone: 'good' | 'bad' | 'warn' | 'neutral' }
> = {
  stored: { label: 'Kept', tone: 'neutral' },
  pending: { label: 'Sending', tone: 'warn' },
  sent: { label: 'Sent', tone: 'good' },
  failed: { label: 'Failed', tone: 'bad' },
};

const TEMPLATE_LABELS: Record<string, string> = {
  verify_email: 'E-mail verification',
  two_factor_code: 'Sign-in code',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  seller_application_received: 'Owner application received',
  seller_application_decided: 'Owner application decided',
  contact_reply: 'Reply to a contact message',
  data_export_ready: 'Data export ready',
  account_deleted: 'Account deleted',
  notice: 'Notice',
};

/**
 * The mail outbox (GET /admin/mail-outbox): every message with its delivery status, by
 * status and recipient, never its body; failed mail can be sent again.
 */
export function MailOutbox() {
  const { values, page, set } = useUrlState(KEYS);
  const query = useMailOutbox({ q: values.q, status: values.status, page });
  const retry = useRetryMail();
  const [target, setTarget] = useState<OutboxMail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const counts = query.data?.counts;

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Bodies are never shown here: verification and reset links and sign-in codes would give away
        accounts. Their subjects are masked too.
      </p>
      <MessagesFilters
        search={{ label: 'Search by recipient', placeholder: 'E-mail address' }}
        status={{
          label: 'Status',
          options: [
            ['', 'Any status'],
            ...MAIL_OUTBOX_STATUSES.map(
              (s) => [s, `${STATUS[s].label}${counts ? ` (${counts[s] ?? 0})` : ''}`] as const,
            ),
          ],
        }}
        values={values}
        onChange={set}
      />
      {notice && (
        <p role="status" className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          {notice}
        </p>
      )}
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Outgoing mail"
        headers={<HeaderCells labels={['Recipient', 'Subject', 'Delivery', 'Queued', '']} />}
        errorTitle="The outbox could not be loaded"
        empty={{
          icon: <MailX className="size-6" aria-hidden="true" />,
          title: values.q || values.status ? 'No mail matches' : 'No mail yet',
          message:
            values.q || values.status
              ? 'Try another address or status.'
              : 'Every e-mail OwnLess sends is listed here.',
        }}
        renderRows={(items) =>
          items.map((mail) => (
            <tr key={mail.id} data-testid="outbox-row">
              <td className={tdClass}>
                <bdi className="break-all">{mail.to}</bdi>
              </td>
              <td className={tdClass}>
                <p className="break-words">
                  <bdi>{mail.subject}</bdi>
                </p>
                <p className="mt-1 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                  {mail.secret && <Lock className="size-3.5" aria-hidden="true" />}
                  {TEMPLATE_LABELS[mail.template] ?? mail.template}
                  {mail.secret && <span>· secret masked</span>}
                </p>
              </td>
              <td className={tdClass}>
                <StatusPill tone={STATUS[mail.status].tone}>{STATUS[mail.status].label}</StatusPill>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
                  {mail.sent_at && <> · sent {formatWhen(mail.sent_at)}</>}
                  {mail.status === 'pending' && mail.next_attempt_at && (
                    <> · next {formatWhen(mail.next_attempt_at)}</>
                  )}
                </p>
                {mail.last_error && (
                  <p className="mt-1 max-w-xs text-xs break-words text-red-700 dark:text-red-300">
                    <bdi>{mail.last_error}</bdi>
                  </p>
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={mail.created_at}>{formatWhen(mail.created_at)}</time>
              </td>
              <td className={tdClass}>
                {mail.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="gap-1.5 whitespace-nowrap"
                    onClick={() => {
                      setNotice(null);
                      setTarget(mail);
                    }}
                  >
                    <RotateCw className="size-4" aria-hidden="true" />
                    Retry now
                  </Button>
                )}
              </td>
            </tr>
          ))
        }
      />
      <ConfirmDialog
        open={target !== null}
        title="Send this e-mail again?"
        confirmLabel="Retry now"
        busy={retry.isPending}
        error={retry.isError ? errorMessage(retry.error) : null}
        onConfirm={() =>
          target &&
          retry.mutate(target.id, {
            onSuccess: (result) => {
              setTarget(null);
              setNotice(result.message);
            },
          })
        }
        onClose={() => {
          setTarget(null);
          retry.reset();
        }}
      >
        {target && (
          <p>
            “<bdi>{target.subject}</bdi>” to <bdi className="break-all">{target.to}</bdi> is queued
            again now, with a fresh round of up to 8 attempts. The retry is recorded in the audit
            log.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
