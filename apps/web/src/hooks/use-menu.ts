import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A disclosure menu (a button and a panel of items) as the header's menus behave: the
 * button opens it on click or ArrowDown (focusing the first item); in the panel the arrow
 * keys, Home and End move between the items matched by `itemSelector`; Escape, a click
 * outside or focus leaving the menu close it. Spread `rootProps`, `buttonProps` and
 * `panelProps` on the three elements.
 */
export function useMenu(itemSelector: string) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const items = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length > 0) list[(index + list.length) % list.length]?.focus();
  };

  return {
    open,
    setOpen,
    rootProps: {
      ref: rootRef,
      className: 'relative',
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => focusItem(0));
      },
    },
    panelProps: {
      id: panelId,
      hidden: !open,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const index = items().indexOf(document.activeElement as HTMLElement);
        const moves: Record<string, number> = {
          ArrowDown: index + 1,
          ArrowUp: index - 1,
          Home: 0,
          End: items().length - 1,
        };
        if (!(event.key in moves)) return;
        event.preventDefault();
        focusItem(moves[event.key]!);
      },
    },
  };
}
