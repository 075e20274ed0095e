import { useId, useRef, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { ListingImage as ListingImageType } from '@ownless/shared';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { cn } from '@/lib/cn';
import { usePreferencesStore } from '@/stores/preferences-store';
import { ListingImage } from './listing-image';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen photo viewer: a modal dialog (the page behind is inert), arrows and the
 * arrow keys move through the photos, Escape closes, Tab stays inside, and the focus goes
 * back to the photo that opened it.
 */
export function GalleryViewer({
  images,
  name,
  index,
  onIndexChange,
  onClose,
}: {
  images: ListingImageType[];
  name: string;
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const direction = usePreferencesStore((state) => state.direction);
  const open = index !== null;
  const ref = useModalDialog(open, () => closeRef.current?.focus());
  const count = images.length;

  const photoOf = (i: number) => {
    const number = i + 1;
    return t`Photo ${number} of ${count}`;
  };

  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) {
      event.preventDefault();
      go(1);
    } else if (event.key === backward) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Keep Tab inside the viewer (the browser's own trap lets it reach the address bar).
      const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const current = index === null ? undefined : images[index];
  const shown = index === null ? 0 : index + 1;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
      data-testid="gallery-viewer"
    >
      {open && current && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <h2 id={titleId} className="min-w-0 truncate text-sm font-semibold sm:text-base">
              <bdi>{name}</bdi>
              <span className="ms-2 font-normal text-slate-300" aria-live="polite">
                {index + 1} / {count}
              </span>
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white"
              data-testid="gallery-close"
            >
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">
                <Trans>Close the photos</Trans>
              </span>
            </button>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            <ListingImage
              key={current.id}
              src={current.file_path}
              alt={t`${name}, photo ${shown} of ${count}`}
              width={1600}
              height={1000}
              className="max-h-full max-w-full rounded-lg object-contain"
              data-testid="gallery-viewer-image"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="absolute start-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 backdrop-blur hover:bg-white/20 focus-visible:outline-white sm:start-4"
                  data-testid="gallery-previous"
                >
                  <ChevronLeft className="size-7 rtl:-scale-x-100" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Previous photo</Trans>
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="absolute end-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 backdrop-blur hover:bg-white/20 focus-visible:outline-white sm:end-4"
                  data-testid="gallery-next"
                >
                  <ChevronRight className="size-7 rtl:-scale-x-100" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Next photo</Trans>
                  </span>
                </button>
              </>
            )}
          </div>

          {count > 1 && (
            <ul
              className="flex justify-center gap-2 overflow-x-auto px-4 py-4"
              aria-label={t`Photos`}
            >
              {images.map((image, i) => (
                <li key={image.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-current={i === index ? 'true' : undefined}
                    className={cn(
                      'block overflow-hidden rounded-lg ring-2 transition focus-visible:outline-white',
                      i === index ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100',
                    )}
                  >
                    <ListingImage
                      src={image.file_path}
                      alt=""
                      width={96}
                      height={60}
                      loading="lazy"
                      className="h-12 w-20 object-cover sm:h-14 sm:w-24"
                    />
                    <span className="sr-only">{photoOf(i)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </dialog>
  );
}
