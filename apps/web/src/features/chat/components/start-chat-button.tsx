import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';
import { rememberReturnTo, signInPathFor } from '@/lib/return-to';
import { useSessionStore } from '@/stores/session-store';

// Starting a chat is for the signed in: a guest's first page carries none of its code. With a
// session stored it loads with the page, alongside the request for the user.
const loadStartChatAction = () => import('./start-chat-action');
if (useSessionStore.getState().token) void loadStartChatAction();
const StartChatAction = lazy(async () => ({
  default: (await loadStartChatAction()).StartChatAction,
}));

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
  const location = useLocation();
  const [clicked, setClicked] = useState(false);
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

  // Until its code is in, the same button: a press then starts the chat once the code is in.
  const fallback = (
    <div className="flex flex-col items-start">
      <button
        type="button"
        onClick={() => setClicked(true)}
        aria-busy={clicked || undefined}
        className={classes}
        data-testid="start-chat"
      >
        {content}
      </button>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <StartChatAction
        senderId={user.id}
        receiverId={receiverId}
        listingId={listingId}
        reservationId={reservationId}
        clicked={clicked}
        className={classes}
      >
        {content}
      </StartChatAction>
    </Suspense>
  );
}
