import { type ReactNode, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@ownless/shared/chat';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, MessagesSquare, WifiOff } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSocketStatus } from '@/lib/socket';
import { chatKeys } from '../api/chat-keys';
import { useChat } from '../api/get-chat';
import { useChats } from '../api/get-chats';
import { upsertChat } from '../utils/chat-cache';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';

/** The chat the URL names (?c=12), or null. */
export function selectedChatId(search: URLSearchParams): number | null {
  const value = search.get('c');
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const PANEL =
  'h-[calc(100dvh-15rem)] min-h-[26rem] overflow-hidden sm:h-[calc(100dvh-13rem)] rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading conversations`} className="space-y-1 p-2">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ThreadSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the conversation`} className="space-y-4 p-4">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="ms-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-16 w-3/4 rounded-2xl" />
      <Skeleton className="ms-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}

function NoneSelected() {
  return (
    <div className="flex h-full flex-col items-center justify-center p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        <Trans>Pick a conversation</Trans>
      </h2>
      <p className="mt-1 max-w-xs text-sm text-slate-600 dark:text-slate-400">
        <Trans>Choose someone on the list to read and answer their messages.</Trans>
      </p>
    </div>
  );
}

/** A chat the list does not hold (beyond its first page): fetched by id and added to it. */
function MissingChat({ chatId, onBack }: { chatId: number; onBack: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useChat(chatId, true);
  useEffect(() => {
    if (query.data) {
      const chat = query.data;
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (chats) =>
        chats ? upsertChat(chats, chat) : chats,
      );
    }
  }, [query.data, queryClient]);
  if (query.isError) {
    const gone = isApiError(query.error) && [403, 404].includes(query.error.status);
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4 p-6">
        <ErrorState
          title={gone ? t`Conversation not found` : t`We couldn’t load this conversation`}
          message={
            gone ? t`It does not exist, or you are not part of it.` : errorMessage(query.error)
          }
          onRetry={gone ? undefined : () => void query.refetch()}
        />
        <button
          type="button"
          onClick={onBack}
          className={buttonClass('outline', 'sm', 'md:hidden')}
        >
          <Trans>Back to conversations</Trans>
        </button>
      </div>
    );
  }
  return <ThreadSkeleton />;
}

/**
 * /admin/chat: the conversations beside the open one (?c=<id>, so a reload keeps it). On a
 * phone the list and the thread take turns, with a back button.
 */
export function ChatView({
  renderMessageMenu,
}: {
  /** The menu of a message from the other person (reporting it), from the reports feature. */
  renderMessageMenu?: (messageId: number) => ReactNode;
} = {}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const chats = useChats();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const status = useSocketStatus();
  const selectedId = selectedChatId(search);
  const selected = chats.data?.find((chat) => chat.id === selectedId);
  const hrefFor = (chatId: number) => `${paths.chat}?c=${chatId}`;
  const back = () => void navigate(paths.chat);

  if (!user) return null;

  let list;
  if (chats.isPending) list = <ListSkeleton />;
  else if (chats.isError)
    list = (
      <div className="p-4">
        <QueryError query={chats} title={t`We couldn’t load your conversations`} />
      </div>
    );
  else
    list = (
      <ConversationList
        chats={chats.data}
        viewerId={user.id}
        selectedId={selectedId}
        hrefFor={hrefFor}
      />
    );

  let thread;
  if (selectedId === null) thread = <NoneSelected />;
  else if (selected)
    thread = (
      <ChatThread
        key={selected.id}
        chat={selected}
        viewerId={user.id}
        onBack={back}
        renderMessageMenu={renderMessageMenu}
      />
    );
  else if (chats.isPending) thread = <ThreadSkeleton />;
  else thread = <MissingChat chatId={selectedId} onBack={back} />;

  const noChats = chats.isSuccess && chats.data.length === 0 && selectedId === null;

  return (
    <AdminPage
      title={t`Chat`}
      width="wide"
      description={t`Talk with owners and renters about listings and reservations.`}
      actions={
        status === 'offline' ? (
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
            data-testid="chat-offline"
          >
            <WifiOff className="size-4" aria-hidden="true" />
            <Trans>Reconnecting…</Trans>
          </p>
        ) : undefined
      }
    >
      {noChats ? (
        <EmptyState
          icon={<MessageCircle className="size-6" aria-hidden="true" />}
          title={t`No conversations yet`}
          message={t`Message an owner from a listing or a reservation, and the conversation will be here.`}
          action={
            <Link to={paths.gridSidebar} className={buttonClass('primary')}>
              <Trans>Browse listings</Trans>
            </Link>
          }
          className="bg-white dark:bg-slate-900"
        />
      ) : (
        <div
          className={cn(PANEL, 'md:grid md:grid-cols-[20rem_minmax(0,1fr)]')}
          data-testid="chat-page"
        >
          <nav
            aria-label={t`Conversations`}
            className={cn(
              'h-full min-h-0 border-slate-200 md:block md:border-e dark:border-slate-800',
              selectedId === null ? 'block' : 'hidden',
            )}
          >
            {list}
          </nav>
          <div className={cn('h-full min-h-0 md:block', selectedId === null ? 'hidden' : 'block')}>
            {thread}
          </div>
        </div>
      )}
    </AdminPage>
  );
}
