import crypto from 'node:crypto';
import { type ConditionPhoto, MAX_CONDITION_PHOTOS } from '@ownless/shared';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';
import { inspectImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { WEBP_EFFORT, WEBP_QUALITY } from '../../seed/images';

/** The longer side of a report's large picture: enough to see a scratch, its shape kept. */
const LARGE_SIDE = 1600;
const THUMB_WIDTH = 400;

export const TOO_MANY_CONDITION_PHOTOS = /*i18n*/ {
  id: 'A report can have at most {max} photos.',
  values: { max: MAX_CONDITION_PHOTOS },
};

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** A stored photo with the keys of its files, to remove them again if the save fails. */
export interface StoredPhoto {
  photo: ConditionPhoto;
  keys: string[];
}

/**
 * Checks every file by its bytes (JPEG, PNG, WebP or AVIF, at least 32 px): one bad file
 * refuses the whole report before anything is stored.
 */
export async function checkConditionPhotos(files: readonly UploadedFile[]) {
  if (files.length > MAX_CONDITION_PHOTOS)
    throw badRequest(TOO_MANY_CONDITION_PHOTOS, { photos: [TOO_MANY_CONDITION_PHOTOS] });
  const errors = [];
  for (const file of files) {
    try {
      await inspectImage(file.data, 'photos');
    } catch {
      errors.push(
        /*i18n*/ {
          id: '{name} is not a JPEG, PNG, WebP or AVIF picture.',
          values: { name: file.filename || 'A file' },
        },
      );
    }
  }
  if (errors.length > 0)
    throw badRequest(/*i18n*/ 'Some files are not pictures we can use.', { photos: errors });
}

/**
 * Stores each photo as WebP twice: a large picture (its shape kept, at most 1600 px on its
 * longer side) and a 400 px wide thumbnail. The orientation is applied and every other
 * piece of metadata (EXIF, GPS) dropped.
 */
export async function storeConditionPhotos(
  storage: FileStorage,
  reservationId: number,
  files: readonly UploadedFile[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const file of files) {
      const upright = sharp(file.data).rotate();
      const large = await upright
        .clone()
        .resize(LARGE_SIDE, LARGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      const thumb = await upright
        .clone()
        .resize(THUMB_WIDTH, null, { withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer();
      const stem = `conditions/${reservationId}/${crypto.randomBytes(8).toString('hex')}`;
      const keys = [`${stem}-large.webp`, `${stem}-thumb.webp`];
      const url = await storage.put(keys[0]!, large.data);
      const thumbUrl = await storage.put(keys[1]!, thumb);
      stored.push({
        photo: { url, thumb_url: thumbUrl, width: large.info.width, height: large.info.height },
        keys,
      });
    }
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeStored(storage: FileStorage, stored: readonly StoredPhoto[]) {
  await Promise.all(stored.flatMap((s) => s.keys.map((key) => storage.remove(key))));
}

/** Removes the files of photos a report no longer holds; a file already gone is no error. */
export async function removePhotoFiles(storage: FileStorage, photos: readonly ConditionPhoto[]) {
  const keys = photos.flatMap((p) => [p.url, p.thumb_url].map((url) => storage.keyOf(url)));
  await Promise.all(keys.flatMap((key) => (key ? [storage.remove(key).catch(() => {})] : [])));
}
