import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@ownless/shared/chat';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, SendHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';

/** The counter appears this close to the limit. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * Where a message is written. Enter sends and Shift+Enter starts a new line (not while an
 * input method is composing a character). The text stays until the server has it: while
 * sending the box is locked, and a failure is shown here with Retry.
 */
export function Composer({
  onSend,
  sending,
  error,
  recipientName,
}: {
  /** Resolves when the message is stored; rejects when it was not. */
  onSend: (message: string) => Promise<unknown>;
  sending: boolean;
  error: string | null;
  recipientName: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const counterId = useId();
  const errorId = useId();
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const canSend = length > 0 && !tooLong && !sending;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => {
        // Kept for Retry; the error is shown from the caller's state.
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const describedBy = [length >= COUNTER_FROM ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      data-testid="chat-composer"
    >
      {error && (
        <div
          id={errorId}
          role="alert"
          className="mb-2 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <span>{error}</span>
          <button
            type="button"
            onClick={send}
            disabled={!canSend}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 disabled:opacity-50"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={sending}
          aria-disabled={sending || undefined}
          rows={1}
          aria-label={t`Message to ${recipientName}`}
          aria-describedby={describedBy || undefined}
          aria-invalid={tooLong || undefined}
          placeholder={t`Write a message`}
          className={cn(
            'field-sizing-content max-h-40 [unicode-bidi:plaintext] min-h-11 flex-1 resize-none rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400',
            tooLong ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
            sending && 'opacity-70',
          )}
          data-testid="chat-input"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={sending ? t`Sending…` : t`Send`}
          title={t`Send (Enter)`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="chat-send"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 px-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="hidden sm:inline">
          <Trans>Enter to send, Shift+Enter for a new line</Trans>
        </span>
        {length >= COUNTER_FROM && (
          <span
            id={counterId}
            aria-live="polite"
            className={cn(
              'ms-auto tabular-nums',
              tooLong && 'font-semibold text-red-700 dark:text-red-400',
            )}
            data-testid="chat-counter"
          >
            <bdi>
              {groupDigits(length)} / {groupDigits(CHAT_MESSAGE_MAX)}
            </bdi>
          </span>
        )}
      </div>
    </form>
  );
}
