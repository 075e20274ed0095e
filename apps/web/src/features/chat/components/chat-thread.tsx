import {
  Fragment,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Chat, ChatMessage } from '@ownless/shared/chat';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMarkAsRead } from '../api/mark-as-read';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { usePageVisible } from '../hooks/use-page-visible';
import { threadMessages } from '../utils/chat-cache';
import { dayKey, dayLabel, fullTime, messageTime } from '../utils/format-time';
import { isSystemMessage, systemMessageText } from '@/lib/system-message';
import { setViewingChatId } from '../utils/viewing';
import { Composer } from './composer';
import { MessageText } from './message-text';
import { OnlineDot } from './online-dot';

/**
 * A message from OwnLess (a deposit or claim step): a centred line in the reader's language,
 * not a bubble, the same for both members; screen readers hear "OwnLess: …".
 */
function SystemLine({ message }: { message: ChatMessage }) {
  return (
    <li className="flex justify-center py-1" data-testid="chat-system-message">
      <p className="max-w-[90%] rounded-xl border border-slate-200 bg-white/70 px-3 py-1.5 text-center text-xs/5 text-slate-700 sm:max-w-[75%] dark:border-slate-700 dark:bg-slate-900/70 dark:text-slate-300">
        <span className="font-semibold">
          <Trans>OwnLess:</Trans>
        </span>{' '}
        {systemMessageText(message)}{' '}
        <time
          dateTime={message.created_at}
          title={fullTime(message.created_at)}
          className="whitespace-nowrap text-slate-500 dark:text-slate-400"
        >
          · <bdi>{messageTime(message.created_at)}</bdi>
        </time>
      </p>
    </li>
  );
}

/** Closer than this to the bottom, a new message scrolls into view by itself. */
const STICK_TO_BOTTOM_PX = 120;

/**
 * One conversation: older messages load when the reader scrolls up (the view stays where it
 * was), new ones appear live and are announced to screen readers, and the chat is marked
 * read while it is open and the tab is in sight.
 */
export function ChatThread({
  chat,
  viewerId,
  onBack,
  renderMessageMenu,
}: {
  chat: Chat;
  viewerId: number;
  /** Back to the list (phones, where the list and the thread take turns). */
  onBack: () => void;
  /** The menu beside a message from the other person. */
  renderMessageMenu?: (messageId: number) => ReactNode;
}) {
  const { t } = useLingui();
  const thread = useMessages(chat);
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  const send = useSendMessage();
  const markAsRead = useMarkAsRead();
  const visible = usePageVisible();
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLLIElement>(null);
  const other = chat.otherUser;
  const otherName = other.fullName;
  const otherFirstName = other.firstName;

  // This tab is looking at the chat: new messages in it are not unread.
  useEffect(() => {
    if (!visible) return;
    setViewingChatId(chat.id);
    return () => setViewingChatId(null);
  }, [chat.id, visible]);

  // Read while open and in sight, and again whenever something unread arrives.
  const { mutate: markRead } = markAsRead;
  const latestIncomingId = [...messages].reverse().find((m) => m.sender_id !== viewerId)?.id;
  const lastSeenIncoming = useRef(latestIncomingId);
  useEffect(() => {
    if (!visible) return;
    const arrived = latestIncomingId !== lastSeenIncoming.current;
    if (chat.unreadCount === 0 && !arrived) return;
    lastSeenIncoming.current = latestIncomingId;
    markRead(chat.id);
  }, [chat.id, chat.unreadCount, latestIncomingId, visible, markRead]);

  // Scrolling: at the bottom on open; a page of older messages keeps what the reader saw in
  // place; a new message scrolls in when the reader was at the bottom or wrote it.
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const lastFromViewer = messages.at(-1)?.sender_id === viewerId;
  const previous = useRef<{ firstId?: number; lastId?: number; fromBottom: number } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (!before) {
      element.scrollTop = element.scrollHeight;
    } else if (before.firstId !== firstId && before.lastId === lastId) {
      element.scrollTop = element.scrollHeight - before.fromBottom;
    } else if (
      before.lastId !== lastId &&
      (before.fromBottom - element.clientHeight < STICK_TO_BOTTOM_PX || lastFromViewer)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      firstId,
      lastId,
      fromBottom: element.scrollHeight - element.scrollTop,
    };
  }, [firstId, lastId, lastFromViewer]);
  const onScroll = () => {
    const element = scroller.current;
    if (element && previous.current) {
      previous.current.fromBottom = element.scrollHeight - element.scrollTop;
    }
  };

  // Scrolled to the top: the next page of older messages.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const sentinel = topSentinel.current;
    const root = scroller.current;
    if (!sentinel || !root || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Messages from the other party that arrive while the thread is open are read out.
  const [announcement, setAnnouncement] = useState('');
  const announcedUpTo = useRef(lastId);
  useEffect(() => {
    const fresh = messages.filter(
      (message) =>
        (message.sender_id !== viewerId || isSystemMessage(message)) &&
        announcedUpTo.current !== undefined &&
        message.id > announcedUpTo.current,
    );
    if (lastId !== undefined) announcedUpTo.current = Math.max(announcedUpTo.current ?? 0, lastId);
    const latest = fresh.at(-1);
    if (latest && isSystemMessage(latest)) {
      const message = systemMessageText(latest);
      setAnnouncement(t`OwnLess: ${message}`);
    } else if (latest) {
      const name = other.fullName;
      const message = latest.message;
      setAnnouncement(t`New message from ${name}: ${message}`);
    }
  }, [messages, lastId, viewerId, other.fullName, t]);

  const onSend = (message: string) =>
    send.mutateAsync({ senderId: viewerId, receiverId: chat.receiverId, message });

  return (
    <section
      aria-labelledby="chat-thread-title"
      className="flex h-full min-h-0 flex-col"
      data-testid="chat-thread"
      data-chat-id={chat.id}
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4 dark:border-slate-800">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-label={t`Back to conversations`}
          data-testid="chat-back"
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <span className="relative shrink-0">
          <Avatar src={other.profilePicture} />
          <OnlineDot online={other.online} />
        </span>
        <div className="min-w-0">
          <h2
            id="chat-thread-title"
            className="truncate font-semibold text-slate-900 dark:text-white"
          >
            <bdi>{other.fullName}</bdi>
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="chat-presence">
            {other.online ? t`Online` : t`Offline`}
          </p>
        </div>
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:px-4 dark:bg-slate-950"
        data-testid="chat-messages"
      >
        <ol className="space-y-2" aria-label={t`Messages with ${otherName}`}>
          {hasNextPage && (
            <li ref={topSentinel} className="flex justify-center">
              <button
                type="button"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                className="inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-400 dark:hover:bg-brand-400/10"
              >
                {isFetchingNextPage && (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                )}
                {isFetchingNextPage ? t`Loading older messages…` : t`Load older messages`}
              </button>
            </li>
          )}
          {thread.isFetchNextPageError && (
            <li role="alert" className="text-center text-sm text-red-700 dark:text-red-400">
              {errorMessage(thread.error)}
            </li>
          )}
          {messages.length === 0 && (
            <li className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                No messages yet. Say hello to <bdi>{otherFirstName}</bdi>.
              </Trans>
            </li>
          )}
          {messages.map((message, index) => {
            const mine = message.sender_id === viewerId;
            const day = dayKey(message.created_at);
            const nextDay = messages[index + 1] && dayKey(messages[index + 1]!.created_at);
            const newDay = index === 0 || dayKey(messages[index - 1]!.created_at) !== day;
            // The avatar marks the last of a run of messages from the other party on one day.
            const next = messages[index + 1];
            const endsRun =
              next?.sender_id !== message.sender_id ||
              (next !== undefined && isSystemMessage(next)) ||
              nextDay !== day;
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="flex justify-center py-1" data-testid="chat-day">
                    <span className="rounded-full bg-slate-200/70 px-3 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {dayLabel(message.created_at)}
                    </span>
                  </li>
                )}
                {/* The thread reads in the page's direction: the viewer's own messages on the
                    end side (right in English, left in Arabic), the other party's on the start;
                    OwnLess's lines in the middle. */}
                {isSystemMessage(message) ? (
                  <SystemLine message={message} />
                ) : (
                  <li
                    className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start')}
                    data-testid="chat-message"
                    data-mine={mine || undefined}
                  >
                    {!mine &&
                      (endsRun ? (
                        <Avatar src={message.senderPic} className="size-7!" />
                      ) : (
                        <span className="size-7 shrink-0" aria-hidden="true" />
                      ))}
                    <div
                      className={cn(
                        'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm/6 shadow-xs sm:max-w-[70%]',
                        mine
                          ? 'rounded-ee-md bg-brand-700 text-white'
                          : 'rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700',
                      )}
                    >
                      <span className="sr-only">
                        {mine ? (
                          <Trans>You:</Trans>
                        ) : (
                          <Trans>
                            <bdi>{otherFirstName}</bdi>:
                          </Trans>
                        )}{' '}
                      </span>
                      <MessageText message={message.message} />
                      <time
                        dateTime={message.created_at}
                        title={fullTime(message.created_at)}
                        className={cn(
                          'mt-0.5 block text-end text-[0.6875rem]',
                          mine ? 'text-white' : 'text-slate-500 dark:text-slate-400',
                        )}
                      >
                        <bdi>{messageTime(message.created_at)}</bdi>
                      </time>
                    </div>
                    {!mine && renderMessageMenu?.(message.id)}
                  </li>
                )}
              </Fragment>
            );
          })}
        </ol>
      </div>

      <p aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </p>

      <Composer
        key={chat.id}
        recipientName={other.fullName}
        sending={send.isPending}
        error={send.isError ? errorMessage(send.error) : null}
        onSend={onSend}
      />
    </section>
  );
}
