import { useId, useState } from 'react';
import type { Chat } from '@ownless/shared/chat';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SearchIconInput } from '@/components/ui/search-icon-input';
import { cn } from '@/lib/cn';
import { listTime } from '../utils/format-time';
import { OnlineDot } from './online-dot';
import { isSystemMessage, systemMessageText } from '@/lib/system-message';

/** Chats whose other party's name contains the search, ignoring case and accents. */
export function filterChats(chats: readonly Chat[], search: string): Chat[] {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(search.trim());
  if (!wanted) return [...chats];
  return chats.filter((chat) => fold(chat.otherUser.fullName).includes(wanted));
}

function ConversationRow({
  chat,
  viewerId,
  selected,
  href,
}: {
  chat: Chat;
  viewerId: number;
  selected: boolean;
  href: string;
}) {
  const last = chat.messages.at(-1);
  const system = last !== undefined && isSystemMessage(last);
  const lastText = last && system ? systemMessageText(last) : last?.message;
  const unread = chat.unreadCount;
  return (
    <Link
      to={href}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        selected
          ? 'bg-brand-50 dark:bg-brand-400/10'
          : 'hover:bg-slate-100 dark:hover:bg-slate-800/70',
      )}
      data-testid="chat-conversation"
      data-chat-id={chat.id}
    >
      <span className="relative shrink-0">
        <Avatar src={chat.otherUser.profilePicture} className="size-11!" />
        <OnlineDot online={chat.otherUser.online} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm text-slate-900 dark:text-white',
              unread > 0 ? 'font-bold' : 'font-semibold',
            )}
          >
            <bdi>{chat.otherUser.fullName}</bdi>
          </span>
          {last && (
            <time
              dateTime={last.created_at}
              className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
            >
              <bdi>{listTime(last.created_at)}</bdi>
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unread > 0
                ? 'font-medium text-slate-900 dark:text-slate-100'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {last ? (
              <>
                {system ? (
                  <Trans>
                    OwnLess: <bdi>{lastText}</bdi>
                  </Trans>
                ) : last.sender_id === viewerId ? (
                  <Trans>
                    You: <bdi>{lastText}</bdi>
                  </Trans>
                ) : (
                  <bdi>{lastText}</bdi>
                )}
              </>
            ) : (
              <Trans>No messages yet</Trans>
            )}
          </span>
          {unread > 0 && (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[0.6875rem] font-bold text-white dark:bg-brand-500"
              data-testid="chat-conversation-unread"
            >
              <span className="sr-only">
                , <Plural value={unread} one="# unread message" other="# unread messages" />
              </span>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            </span>
          )}
        </span>
        {chat.otherUser.online && (
          <span className="sr-only">
            <Trans>, online</Trans>
          </span>
        )}
      </span>
    </Link>
  );
}

/** The viewer's conversations, newest first, with a search by name. */
export function ConversationList({
  chats,
  viewerId,
  selectedId,
  hrefFor,
}: {
  chats: readonly Chat[];
  viewerId: number;
  selectedId: number | null;
  hrefFor: (chatId: number) => string;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = filterChats(chats, search);
  const searched = search.trim();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3 dark:border-slate-800">
        <label htmlFor={searchId} className="sr-only">
          <Trans>Search conversations by name</Trans>
        </label>
        <SearchIconInput>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t`Search by name`}
            autoComplete="off"
            className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
            data-testid="chat-search"
          />
        </SearchIconInput>
      </div>
      {shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400" role="status">
          <Trans>
            No conversation with a name like “<bdi>{searched}</bdi>”.
          </Trans>
        </p>
      ) : (
        <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto p-2">
          {shown.map((chat) => (
            <li key={chat.id}>
              <ConversationRow
                chat={chat}
                viewerId={viewerId}
                selected={chat.id === selectedId}
                href={hrefFor(chat.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
