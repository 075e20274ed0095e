import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import {
  contentTypeOf,
  isSafeKey,
  UPLOADS_CACHE_CONTROL,
  UPLOADS_PREFIX,
  type FileStorage,
  type StoredFile,
} from './storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ||
    (typeof error === 'object' && error !== null && '$metadata' in error)
    ? (error as S3ServiceException).$metadata?.httpStatusCode
    : undefined;
}

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …), so that
 * every instance stores and serves the same uploads. URLs stay `/uploads/<key>`, served by
 * the app (see plugins/uploads.ts), unless `publicUrl` says where the bucket is public.
 */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A bucket that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const bucket = config.bucket;
  const publicPrefix = config.publicUrl ? `${config.publicUrl}/` : null;

  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentTypeOf(key),
          // The same caching as the app's /uploads/ answers, for a CDN or public bucket in front.
          CacheControl: UPLOADS_CACHE_CONTROL,
        }),
      );
      return (publicPrefix ?? UPLOADS_PREFIX) + key;
    },

    async remove(key) {
      // Deleting a missing object succeeds, as removing a missing file does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },

    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },

    keyOf(url) {
      // URLs handed out before S3_PUBLIC_URL was set keep pointing at /uploads/.
      for (const prefix of [UPLOADS_PREFIX, publicPrefix]) {
        if (prefix && url.startsWith(prefix)) return url.slice(prefix.length);
      }
      return null;
    },

    async read(key, options = {}): Promise<StoredFile | null> {
      if (!isSafeKey(key)) return null;
      const input = {
        Bucket: bucket,
        Key: key,
        IfNoneMatch: options.ifNoneMatch,
        IfModifiedSince: options.ifNoneMatch ? undefined : options.ifModifiedSince,
      };
      try {
        const object = options.headOnly
          ? await client.send(new HeadObjectCommand(input))
          : await client.send(new GetObjectCommand(input));
        return {
          notModified: false,
          body: 'Body' in object ? (object.Body as Readable | undefined) : undefined,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 304)
          return { notModified: true, etag: options.ifNoneMatch, lastModified: undefined };
        throw error;
      }
    },

    close() {
      client.destroy();
    },
  };
}
