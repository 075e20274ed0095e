import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useInitChat } from '../api/init-chat';

/**
 * The signed-in side of "Message the owner": opens the chat with that person, started if
 * needed, about this listing or reservation; a failure shows under the button. `clicked`:
 * the button was pressed while this code loaded, so the chat starts at once.
 */
export function StartChatAction({
  senderId,
  receiverId,
  listingId,
  reservationId,
  clicked,
  className,
  children,
}: {
  senderId: number;
  receiverId: number;
  listingId?: number;
  reservationId?: number;
  clicked: boolean;
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const initChat = useInitChat();

  const start = () =>
    initChat.mutate(
      { senderId, receiverId, listingId, reservationId },
      { onSuccess: (chat) => void navigate(`${paths.chat}?c=${chat.id}`) },
    );

  const startedEarly = useRef(false);
  useEffect(() => {
    if (!clicked || startedEarly.current) return;
    startedEarly.current = true;
    start();
  });

  return (
    <div className="flex flex-col items-start">
      <button
        type="button"
        onClick={start}
        disabled={initChat.isPending}
        aria-busy={initChat.isPending || undefined}
        className={className}
        data-testid="start-chat"
      >
        {children}
      </button>
      {initChat.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(initChat.error)}
        </p>
      )}
    </div>
  );
}
