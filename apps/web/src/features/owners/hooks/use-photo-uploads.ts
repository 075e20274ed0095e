import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/lib/api-client';
import { ownerListingQueryKey, storeListing } from '../api/owner-listing';
import { uploadListingPhoto } from '../api/listing-photos';

export interface UploadItem {
  key: string;
  file: File;
  /** An object URL of the file, for the thumbnail. */
  preview: string;
  /** 0 to 1. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  error?: string;
}

/** Uploads at the same time; the rest wait their turn. */
const PARALLEL = 3;

function uploadError(error: unknown, file: File): string {
  if (isApiError(error)) {
    const name = file.name;
    if (error.status === 413) return t`${name} is larger than 10 MB.`;
    const images = error.errors?.images;
    if (images?.length) return images.join(' ');
  }
  return errorMessage(error);
}

interface Queue {
  listingId: number;
  active: RefObject<number>;
  waiting: RefObject<UploadItem[]>;
  controllers: RefObject<Map<string, AbortController>>;
  onStart: (item: UploadItem) => void;
  onProgress: (item: UploadItem, progress: number) => void;
  onDone: (item: UploadItem, listing: ListingDetail) => void;
  onFail: (item: UploadItem, error: unknown) => void;
  onIdle: () => void;
}

/** Starts waiting uploads while fewer than PARALLEL run; each end starts the next. */
function runQueue(queue: Queue) {
  while (queue.active.current < PARALLEL && queue.waiting.current.length > 0) {
    const item = queue.waiting.current.shift()!;
    queue.active.current += 1;
    const controller = new AbortController();
    queue.controllers.current.set(item.key, controller);
    queue.onStart(item);
    uploadListingPhoto(
      queue.listingId,
      item.file,
      (progress) => queue.onProgress(item, progress),
      controller.signal,
    )
      .then(({ listing }) => queue.onDone(item, listing))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) queue.onFail(item, error);
      })
      .finally(() => {
        queue.active.current -= 1;
        queue.controllers.current.delete(item.key);
        if (queue.active.current === 0 && queue.waiting.current.length === 0) queue.onIdle();
        runQueue(queue);
      });
  }
}

/**
 * Photos upload one file per request (each with its own progress bar), a few at a time.
 * A failed one stays in the list with Retry. Each answer replaces the cached listing.
 */
export function usePhotoUploads(listingId: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const active = useRef(0);
  const waiting = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const [announcement, setAnnouncement] = useState('');

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    runQueue({
      listingId,
      active,
      waiting,
      controllers,
      onStart: (item) => patch(item.key, { status: 'uploading', progress: 0, error: undefined }),
      onProgress: (item, progress) => patch(item.key, { progress }),
      onDone: (item, listing) => {
        storeListing(queryClient, listing);
        URL.revokeObjectURL(item.preview);
        setItems((list) => list.filter((entry) => entry.key !== item.key));
        const name = item.file.name;
        setAnnouncement(t`${name} uploaded.`);
      },
      onFail: (item, error) => {
        patch(item.key, { status: 'failed', error: uploadError(error, item.file) });
        const name = item.file.name;
        setAnnouncement(t`${name} could not be uploaded.`);
      },
      // Answers can arrive out of order: read the listing once more at the end.
      onIdle: () =>
        void queryClient.invalidateQueries({ queryKey: ownerListingQueryKey(listingId) }),
    });
  }, [listingId, patch, queryClient]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map<UploadItem>((file) => {
        counter.current += 1;
        return {
          key: `upload-${counter.current}`,
          file,
          preview: URL.createObjectURL(file),
          progress: 0,
          status: 'queued',
        };
      });
      setItems((list) => [...list, ...added]);
      waiting.current.push(...added);
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (!item || item.status !== 'failed') return;
      patch(key, { status: 'queued', progress: 0, error: undefined });
      waiting.current.push(item);
      pump();
    },
    [items, patch, pump],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    waiting.current = waiting.current.filter((entry) => entry.key !== key);
    setItems((list) => {
      const item = list.find((entry) => entry.key === key);
      if (item) URL.revokeObjectURL(item.preview);
      return list.filter((entry) => entry.key !== key);
    });
  }, []);

  // Leaving the step stops what is still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const busy = items.some((item) => item.status !== 'failed');
  return { items, add, retry, remove, busy, announcement };
}
