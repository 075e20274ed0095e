import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Flag, MoreVertical } from 'lucide-react';
import { LazyReportDialog } from './lazy-report-dialog';

/**
 * The menu of a chat message from the other person: "Report this message". The menu button
 * opens it (Enter, Space or a click); Escape or a click elsewhere closes it and the focus
 * goes back to the button. The dialog lives outside the menu, so it stays open once chosen.
 */
export function MessageMenu({ messageId }: { messageId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setMenu(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [menu]);

  return (
    <div className="relative shrink-0 self-center">
      <button
        ref={button}
        type="button"
        onClick={() => setMenu((shown) => !shown)}
        aria-label={t`Message options`}
        aria-haspopup="menu"
        aria-expanded={menu}
        aria-controls={menu ? `${id}-menu` : undefined}
        className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        data-testid="chat-message-menu"
      >
        <MoreVertical className="size-4" aria-hidden="true" />
      </button>
      {menu && (
        <div
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-label={t`Message options`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') {
              event.preventDefault();
              setMenu(false);
              button.current?.focus();
            }
          }}
          className="absolute end-0 bottom-full z-10 mb-1 min-w-48 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              // The dialog gives the focus back to the menu button when it closes.
              button.current?.focus();
              setMenu(false);
              setOpen(true);
              setOpened(true);
            }}
            className="flex w-full items-center gap-2 px-3 py-2.5 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
            data-testid="report-message"
          >
            <Flag className="size-4" aria-hidden="true" />
            {t`Report this message`}
          </button>
        </div>
      )}
      <LazyReportDialog
        opened={opened}
        open={open}
        kind="message"
        targetId={messageId}
        onClose={() => {
          setOpen(false);
        }}
      />
    </div>
  );
}
