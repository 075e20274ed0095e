import crypto from 'node:crypto';
import { type ConditionPhoto, MAX_CONDITION_PHOTOS } from '@ownless/shared';
import sharp from 'sharp';
import { checkEvidencePhotos, largeWebp, type UploadedFile } from '../../lib/evidence-photos';
import type { FileStorage } from '../../lib/storage';
import { WEBP_EFFORT, WEBP_QUALITY } from '../../seed/images';

const THUMB_WIDTH = 400;

export const TOO_MANY_CONDITION_PHOTOS = /*i18n*/ {
  id: 'A report can have at most {max} photos.',
  values: { max: MAX_CONDITION_PHOTOS },
};

export type { UploadedFile };

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
  await checkEvidencePhotos(files, MAX_CONDITION_PHOTOS, TOO_MANY_CONDITION_PHOTOS);
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
      const large = await largeWebp(upright.clone());
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
