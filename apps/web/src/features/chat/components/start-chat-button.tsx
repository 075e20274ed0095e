import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { rememberReturnTo, signInPathFor } from '@/lib/return-to';
import { useInitChat } from '../api/init-chat';

/**
 * "Message the owner" (or the renter): opens the chat with that person, started if needed,
 * about this listing or reservation. Guests sign in first and come back here. Hidden on
 * one's own listing or profile.
 */
export function StartChatButton({
  receiverId,
  listingId,
  reservationId,
  label,
  variant = 'outline',
  size = 'md',
  className,
}: {
  receiverId: number;
  listingId?: number;
  reservationId?: number;
  label: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const initChat = useInitChat();
  const here = `${location.pathname}${location.search}`;
  const classes = buttonClass(variant, size, className);
  const content = (
    <>
      <MessageCircle className="size-4" aria-hidden="true" />
      <span>{label}</span>
    </>
  );

  if (!user) {
    return (
      <Link
        to={signInPathFor(here)}
        onClick={() => rememberReturnTo(here)}
        className={classes}
        data-testid="start-chat"
      >
        {content}
      </Link>
    );
  }
  if (user.id === receiverId) return null;

  const start = () =>
    initChat.mutate(
      { senderId: user.id, receiverId, listingId, reservationId },
      { onSuccess: (chat) => void navigate(`${paths.chat}?c=${chat.id}`) },
    );

  return (
    <div className="flex flex-col items-start">
      <button
        type="button"
        onClick={start}
        disabled={initChat.isPending}
        aria-busy={initChat.isPending || undefined}
        className={classes}
        data-testid="start-chat"
      >
        {content}
      </button>
      {initChat.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(initChat.error)}
        </p>
      )}
    </div>
  );
}
