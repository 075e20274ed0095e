import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true (the browser traps the focus and
 * makes the page behind inert; where `showModal` is missing it is shown in place), and on
 * closing gives the focus back to what had it before. `onOpen` runs each time it opens, to
 * put the focus where the dialog wants it. Attach the returned ref to the <dialog>.
 */
export function useModalDialog(open: boolean, onOpen?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      onOpenRef.current?.(dialog);
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus();
    }
  }, [open]);

  return ref;
}

/** A click on the backdrop lands on the <dialog> element itself, outside its panel. */
export const isBackdropClick = (event: { target: EventTarget; currentTarget: EventTarget }) =>
  event.target === event.currentTarget;
