import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { LayoutDashboard, LogOut, MessageCircle, ShoppingCart, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { cartCount, useCartStore } from '@/stores/cart-store';
import { chatUnreadCount, useChatStore } from '@/stores/chat-store';
import { AccountMenu } from './account-menu';
import { BadgeIconLink } from './badge-icon-link';

/**
 * The navigation bar's signed-in parts: the cart and message badges, the account menu and the
 * mobile menu's account block. A module of its own, loaded once someone is signed in
 * (use-signed-in-nav.ts), so a guest's first page carries neither it nor the cart and chat
 * stores.
 */
export function SignedInActions({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const itemsInCart = useCartStore(cartCount);
  const cartId = useCartStore((state) => state.cartId);
  const unread = useChatStore(chatUnreadCount);
  // The active cart of the user; the cart store's id once the cart feature fills it.
  const cartPath = paths.shoppingCart(user.activeCartId ?? cartId);
  return (
    <>
      <BadgeIconLink
        to={cartPath}
        label={t`Cart`}
        labelWithCount={plural(itemsInCart, { one: 'Cart, # item', other: 'Cart, # items' })}
        count={itemsInCart}
        icon={ShoppingCart}
        testId="navbar-cart"
      />
      <BadgeIconLink
        to={paths.chat}
        label={t`Messages`}
        labelWithCount={plural(unread, { one: 'Messages, # unread', other: 'Messages, # unread' })}
        count={unread}
        icon={MessageCircle}
        testId="navbar-chat"
      />
      <div className="ms-1 hidden md:block">
        <AccountMenu user={user} />
      </div>
    </>
  );
}

/** The mobile menu's account block: who is signed in, the dashboard, the profile, logout. */
export function SignedInMobileMenu({
  user,
  linkClass,
}: {
  user: CurrentUser;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const { t } = useLingui();
  const { logout, isPending: loggingOut } = useLogout();
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="flex items-center gap-3 px-3 pb-3">
        <Avatar src={user.profilePicture} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">
            <bdi>{user.firstName}</bdi>
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            <bdi>{user.email}</bdi>
          </p>
        </div>
      </div>
      <ul className="space-y-1">
        <li>
          <NavLink to={paths.dashboard} end className={linkClass}>
            <LayoutDashboard className="me-2 size-5" aria-hidden="true" />
            <Trans>Dashboard</Trans>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.profile} className={linkClass}>
            <UserRound className="me-2 size-5" aria-hidden="true" />
            <Trans>Profile</Trans>
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className={cn(linkClass({ isActive: false }), 'w-full')}
            onClick={() => void logout()}
            disabled={loggingOut}
          >
            <LogOut className="me-2 size-5 rtl:-scale-x-100" aria-hidden="true" />
            {loggingOut ? t`Signing out…` : t`Logout`}
          </button>
        </li>
      </ul>
    </div>
  );
}
