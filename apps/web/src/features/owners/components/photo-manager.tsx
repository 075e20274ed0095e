import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type DragEvent } from 'react';
import type { ListingDetail, ListingImage } from '@ownless/shared';
import {
  ArrowLeft,
  ArrowRight,
  GripVertical,
  ImagePlus,
  RotateCcw,
  Star,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/i18n';
import { usePhotoChange } from '../api/listing-photos';
import { MAX_PHOTOS, PHOTO_TYPES } from '../config';
import type { UploadItem, usePhotoUploads } from '../hooks/use-photo-uploads';
import { formatBytes, sortChosenFiles } from '../utils/photo-files';
import { dropOnto, moveById } from '../utils/reorder';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const byPosition = (images: readonly ListingImage[]) =>
  [...images].sort((a, b) => a.position - b.position || a.id - b.id);

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function UploadTile({
  item,
  onRetry,
  onRemove,
}: {
  item: UploadItem;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed';
  const fileName = item.file.name;
  const percentText = numberFormat({ style: 'percent' }).format(percent / 100);
  return (
    <li
      data-testid="upload-item"
      className={cn(
        'overflow-hidden rounded-2xl border bg-white dark:bg-slate-900',
        failed ? 'border-red-300 dark:border-red-900' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        <img src={item.preview} alt="" className="size-full object-cover opacity-60" />
        {failed && (
          <span className="absolute inset-0 flex items-center justify-center bg-red-950/40">
            <TriangleAlert className="size-8 text-white" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="space-y-2 p-3">
        <p
          className="truncate text-sm font-medium text-slate-900 dark:text-white"
          title={item.file.name}
        >
          {item.file.name}
        </p>
        {failed ? (
          <>
            <p className="text-sm text-red-700 dark:text-red-400">{item.error}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={onRetry}>
                <RotateCcw className="size-4" aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={onRemove}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span>
                {item.status === 'queued'
                  ? t`Waiting…`
                  : percent >= 100
                    ? t`Processing…`
                    : t`Uploading ${percentText}`}
              </span>
              <span>{formatBytes(item.file.size)}</span>
            </div>
            <div className="flex items-center gap-2">
              <progress
                className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 dark:[&::-webkit-progress-bar]:bg-slate-700"
                max={100}
                value={percent}
                aria-label={t`Uploading ${fileName}`}
              />
              <button type="button" onClick={onRemove} className={cn(iconButton, 'size-7')}>
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Cancel upload of {fileName}</Trans>
                </span>
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Step 3: upload (several at once, each with progress and retry), reorder by dragging or
 * with the move buttons, choose the cover, delete.
 */
export function PhotoManager({
  listing,
  uploads,
}: {
  listing: ListingDetail;
  uploads: ReturnType<typeof usePhotoUploads>;
}) {
  const { t } = useLingui();
  const id = useId();
  const change = usePhotoChange(listing.id);
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [fileOver, setFileOver] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [toDelete, setToDelete] = useState<ListingImage | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);

  const saved = byPosition(listing.images);
  const photos = pendingOrder
    ? pendingOrder
        .map((imageId) => saved.find((image) => image.id === imageId))
        .filter((image): image is ListingImage => Boolean(image))
    : saved;
  const inFlight = uploads.items.filter((item) => item.status !== 'failed').length;
  const room = Math.max(0, MAX_PHOTOS - listing.images.length - inFlight);
  const used = listing.images.length;

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, refused: problems } = sortChosenFiles(files, room);
    setRefused(problems);
    if (accepted.length) uploads.add(accepted);
  };

  const reorder = (next: ListingImage[], message: string) => {
    const ids = next.map((image) => image.id);
    if (ids.every((value, index) => value === photos[index]?.id)) return;
    setPendingOrder(ids);
    setChangeError(null);
    setAnnouncement(message);
    change.mutate(
      { kind: 'order', imageIds: ids },
      {
        onError: (error) => {
          const reason = errorMessage(error);
          setChangeError(t`The new order was not saved. ${reason}`);
        },
        onSettled: () => setPendingOrder(null),
      },
    );
  };

  const move = (image: ListingImage, delta: number) => {
    const next = moveById(photos, image.id, delta);
    const position = next.findIndex((p) => p.id === image.id) + 1;
    const total = next.length;
    reorder(next, t`Photo moved to position ${position} of ${total}.`);
  };

  const setCover = (image: ListingImage, position: number) => {
    setChangeError(null);
    change.mutate(
      { kind: 'cover', imageId: image.id },
      {
        onSuccess: () => setAnnouncement(t`Photo ${position} is now the cover.`),
        onError: (error) => setChangeError(errorMessage(error)),
      },
    );
  };

  const remove = (image: ListingImage) => {
    setToDelete(null);
    setChangeError(null);
    change.mutate(
      { kind: 'delete', imageId: image.id },
      {
        onSuccess: () => setAnnouncement(t`Photo removed.`),
        onError: (error) => setChangeError(errorMessage(error)),
      },
    );
  };

  const onZoneDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setFileOver(false);
    if (dragging !== null) return;
    choose(Array.from(event.dataTransfer.files));
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement || uploads.announcement}
      </p>

      <div
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setFileOver(true);
        }}
        onDragLeave={() => setFileOver(false)}
        onDrop={onZoneDrop}
        className={cn(
          'flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          fileOver
            ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
            : 'border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-800/30',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm dark:bg-slate-900 dark:text-brand-400">
          <ImagePlus className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">
          <Trans>Drag photos here, or choose them</Trans>
        </p>
        <p id={`${id}-rules`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            JPEG, PNG, WebP or AVIF, up to 10 MB each. {used} of {MAX_PHOTOS} used.
          </Trans>
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="peer sr-only"
          aria-describedby={`${id}-rules`}
          data-testid="photo-input"
          disabled={room === 0}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-files`}
          className={cn(
            'mt-5 inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-brand-400',
            room === 0 && 'pointer-events-none opacity-50',
          )}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {room === 0 ? t`Photo limit reached` : t`Choose photos`}
        </label>
      </div>

      {refused.length > 0 && (
        <Alert tone="warning" title={t`Some files were not added`}>
          <ul className="list-disc ps-5">
            {refused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      {changeError && <Alert tone="error">{changeError}</Alert>}

      {(photos.length > 0 || uploads.items.length > 0) && (
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">
              <Trans>Your photos</Trans>
            </h3>
            {photos.length > 1 && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>Drag to reorder, or use the arrows. The cover shows first in search.</Trans>
              </p>
            )}
          </div>
          <ul
            className="mt-3 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3"
            aria-label={t`Listing photos, in order`}
            data-testid="photo-list"
          >
            {photos.map((image, index) => {
              const position = index + 1;
              const cover = image.is_cover === 1;
              return (
                <li
                  key={image.id}
                  data-testid="photo-item"
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(image.id));
                    setDragging(image.id);
                  }}
                  onDragOver={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    if (over !== image.id) setOver(image.id);
                  }}
                  onDrop={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    event.stopPropagation();
                    const next = dropOnto(photos, dragging, image.id);
                    const moved = next.findIndex((p) => p.id === dragging) + 1;
                    const total = next.length;
                    reorder(next, t`Photo moved to position ${moved} of ${total}.`);
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  className={cn(
                    'group overflow-hidden rounded-2xl border bg-white transition dark:bg-slate-900',
                    cover
                      ? 'border-brand-600 dark:border-brand-400'
                      : 'border-slate-200 dark:border-slate-800',
                    dragging === image.id && 'opacity-40',
                    over === image.id &&
                      dragging !== image.id &&
                      'ring-2 ring-brand-600 ring-offset-2 dark:ring-offset-slate-900',
                  )}
                >
                  <div className="relative aspect-[4/3] cursor-grab bg-slate-100 active:cursor-grabbing dark:bg-slate-800">
                    <img
                      src={image.file_path}
                      alt={cover ? t`Photo ${position} (cover)` : t`Photo ${position}`}
                      className="size-full object-cover"
                      draggable={false}
                      loading="lazy"
                    />
                    <span className="absolute start-2 top-2 flex items-center gap-1.5">
                      <span className="rounded-full bg-slate-950/70 px-2 py-0.5 text-xs font-semibold text-white">
                        {position}
                      </span>
                      {cover && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                          <Star className="size-3 fill-current" aria-hidden="true" />
                          <Trans>Cover</Trans>
                        </span>
                      )}
                    </span>
                    <GripVertical
                      className="absolute end-2 top-2 size-5 rounded bg-white/80 text-slate-700 dark:bg-slate-900/80 dark:text-slate-200"
                      aria-hidden="true"
                    />
                  </div>
                  <div className="flex items-center justify-between gap-1 p-1.5">
                    <div className="flex items-center">
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === 0 || change.isPending}
                        onClick={() => move(image, -1)}
                      >
                        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                        <span className="sr-only">
                          <Trans>Move photo {position} earlier</Trans>
                        </span>
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === photos.length - 1 || change.isPending}
                        onClick={() => move(image, 1)}
                      >
                        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                        <span className="sr-only">
                          <Trans>Move photo {position} later</Trans>
                        </span>
                      </button>
                    </div>
                    <div className="flex items-center">
                      <button
                        type="button"
                        className={cn(iconButton, cover && 'text-brand-700 dark:text-brand-400')}
                        disabled={cover || change.isPending}
                        aria-pressed={cover}
                        onClick={() => setCover(image, position)}
                      >
                        <Star
                          className={cn('size-4', cover && 'fill-current')}
                          aria-hidden="true"
                        />
                        <span className="sr-only">
                          {cover
                            ? t`Photo ${position} is the cover`
                            : t`Make photo ${position} the cover`}
                        </span>
                      </button>
                      <button
                        type="button"
                        className={cn(iconButton, 'hover:text-red-700 dark:hover:text-red-400')}
                        disabled={change.isPending}
                        onClick={() => setToDelete(image)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span className="sr-only">
                          <Trans>Delete photo {position}</Trans>
                        </span>
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
            {uploads.items.map((item) => (
              <UploadTile
                key={item.key}
                item={item}
                onRetry={() => uploads.retry(item.key)}
                onRemove={() => uploads.remove(item.key)}
              />
            ))}
          </ul>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete this photo?`}
        confirmLabel={t`Delete photo`}
        confirmVariant="danger"
        onConfirm={() => toDelete && remove(toDelete)}
        onClose={() => setToDelete(null)}
      >
        <Trans>It is removed from the listing right away. You can upload it again later.</Trans>
      </ConfirmDialog>
    </div>
  );
}
