import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  { label: MessageDescriptor; tone: 'good' | 'bad' | 'warn' | 'neutral' }
> = {
  stored: { label: msg`Kept`, tone: 'neutral' },
  pending: { label: msg`Sending`, tone: 'warn' },
  sent: { label: msg({ message: 'Sent', context: 'e-mail status' }), tone: 'good' },
  failed: { label: msg({ message: 'Failed', context: 'e-mail status' }), tone: 'bad' },
};

const TEMPLATE_LABELS: Record<string, MessageDescriptor> = {
  verify_email: msg`E-mail verification`,
  two_factor_code: msg`Sign-in code`,
  password_reset: msg`Password reset`,
  password_changed: msg`Password changed`,
  seller_application_received: msg`Owner application received`,
  seller_application_decided: msg`Owner application decided`,
  contact_reply: msg`Reply to a contact message`,
  data_export_ready: msg`Data export ready`,
  account_deleted: msg`Account deleted`,
  notice: msg`Notice`,
};

/** The delivery line of a mail: "2 attempts · sent Dec 3, 2026, 10:00 AM". */
function Delivery({ mail }: { mail: OutboxMail }) {
  const attempts = mail.attempts;
  const sent = mail.sent_at ? formatWhen(mail.sent_at) : '';
  const next = mail.next_attempt_at ? formatWhen(mail.next_attempt_at) : '';
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      <Plural value={attempts} one="# attempt" other="# attempts" />
      {sent && (
        <>
          {' · '}
          <Trans>sent {sent}</Trans>
        </>
      )}
      {mail.status === 'pending' && next && (
        <>
          {' · '}
          <Trans>next {next}</Trans>
        </>
      )}
    </p>
  );
}

/** What retrying a failed e-mail does. */
function RetryConsequences({ mail }: { mail: OutboxMail }) {
  const subject = mail.subject;
  const to = mail.to;
  return (
    <p>
      <Trans>
        “<bdi>{subject}</bdi>” to <bdi className="break-all">{to}</bdi> is queued again now, with a
        fresh round of up to 8 attempts. The retry is recorded in the audit log.
      </Trans>
    </p>
  );
}

/**
 * The mail outbox (GET /admin/mail-outbox): every message with its delivery status, by
 * status and recipient, never its body; failed mail can be sent again.
 */
export function MailOutbox() {
  const { t, i18n } = useLingui();
  const { values, page, set } = useUrlState(KEYS);
  const query = useMailOutbox({ q: values.q, status: values.status, page });
  const retry = useRetryMail();
  const [target, setTarget] = useState<OutboxMail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const counts = query.data?.counts;

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Bodies are never shown here: verification and reset links and sign-in codes would give
          away accounts. Their subjects are masked too.
        </Trans>
      </p>
      <MessagesFilters
        search={{ label: t`Search by recipient`, placeholder: t`E-mail address` }}
        status={{
          label: t`Status`,
          options: [
            ['', t`Any status`],
            ...MAIL_OUTBOX_STATUSES.map((s) => {
              const label = i18n._(STATUS[s].label);
              const count = counts?.[s] ?? 0;
              return [s, counts ? t`${label} (${count})` : label] as const;
            }),
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
        label={t`Outgoing mail`}
        headers={
          <HeaderCells
            labels={[
              t`Recipient`,
              t`Subject`,
              t({ message: 'Delivery', context: 'e-mail delivery' }),
              t`Queued`,
              '',
            ]}
          />
        }
        errorTitle={t`The outbox could not be loaded`}
        empty={{
          icon: <MailX className="size-6" aria-hidden="true" />,
          title: values.q || values.status ? t`No mail matches` : t`No mail yet`,
          message:
            values.q || values.status
              ? t`Try another address or status.`
              : t`Every e-mail OwnLess sends is listed here.`,
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
                  {TEMPLATE_LABELS[mail.template]
                    ? i18n._(TEMPLATE_LABELS[mail.template])
                    : mail.template}
                  {mail.secret && (
                    <span>
                      · <Trans>secret masked</Trans>
                    </span>
                  )}
                </p>
              </td>
              <td className={tdClass}>
                <StatusPill tone={STATUS[mail.status].tone}>
                  {i18n._(STATUS[mail.status].label)}
                </StatusPill>
                <Delivery mail={mail} />
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
                    <Trans>Retry now</Trans>
                  </Button>
                )}
              </td>
            </tr>
          ))
        }
      />
      <ConfirmDialog
        open={target !== null}
        title={t`Send this e-mail again?`}
        confirmLabel={t`Retry now`}
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
        {target && <RetryConsequences mail={target} />}
      </ConfirmDialog>
    </div>
  );
}
