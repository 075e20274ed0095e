import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. The disk implementation keeps them under one
 * directory, which `@fastify/static` serves at `/uploads/`; the S3 one (s3-storage.ts) keeps
 * them in a bucket that several instances share, and the app streams them at the same URLs.
 */
export interface FileStorage {
  /** Stores `body` under `key` (e.g. `listings/12/abc-medium.webp`) and returns its public URL. */
  put(key: string, body: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The key behind a public URL this storage returned, or null. */
  keyOf(url: string): string | null;
  /**
   * Opens a stored file for the `/uploads/` route (storages the app does not serve from disk).
   * Null when nothing is stored under `key`; `notModified` when the client's copy is current.
   */
  read?(key: string, options?: ReadOptions): Promise<StoredFile | null>;
  /** Lets go of connections; the app calls it when it closes. */
  close?(): void;
}

export interface ReadOptions {
  /** Only the headers (a HEAD request): no body is fetched. */
  headOnly?: boolean;
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

export type StoredFile =
  | { notModified: true; etag: string | undefined; lastModified: Date | undefined }
  | {
      notModified: false;
      /** Absent for `headOnly`. */
      body: Readable | undefined;
      contentType: string;
      contentLength: number | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
    };

export const UPLOADS_PREFIX = '/uploads/';

/** How long browsers and shared caches keep an upload: its key changes whenever its bytes do. */
export const UPLOADS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const UPLOADS_CACHE_CONTROL = `public, max-age=${UPLOADS_MAX_AGE_SECONDS}`;

/**
 * Whether `key` is one the app could have made: slash-separated segments of letters, digits,
 * dots, hyphens and underscores, none of them `.` or `..`. Anything else (a URL's `../`, an
 * encoded slash or backslash, a NUL) is refused before it reaches a disk or a bucket.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key
    .split('/')
    .every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The content type of a stored file, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Unsafe storage key: ${key}`);
    return target;
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
      return UPLOADS_PREFIX + key;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    keyOf(url) {
      return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
    },
  };
}
