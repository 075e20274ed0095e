import crypto from 'node:crypto';
import { CLAIM_PHOTOS_MAX, type ClaimPhoto } from '@ownless/shared';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';
import { inspectImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { WEBP_EFFORT, WEBP_QUALITY } from '../../seed/images';

/** The longer side of a claim's picture: enough to see the damage, its shape kept. */
const LARGE_SIDE = 1600;

export const TOO_MANY_CLAIM_PHOTOS = /*i18n*/ {
  id: 'Add at most {max} photos.',
  values: { max: CLAIM_PHOTOS_MAX },
};

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/**
 * A claim's or a dispute's evidence, through the same pipeline as listing photos: every
 * file checked by its bytes first (JPEG, PNG, WebP or AVIF), one bad file refuses them all
 * before anything is stored, then each is stored as WebP with its orientation applied and
 * every other piece of metadata (EXIF, GPS) dropped.
 */
export async function checkClaimPhotos(files: readonly UploadedFile[]) {
  if (files.length > CLAIM_PHOTOS_MAX)
    throw badRequest(TOO_MANY_CLAIM_PHOTOS, { photos: [TOO_MANY_CLAIM_PHOTOS] });
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

/** Stores checked photos; answers them with their storage keys (to remove them if the step is refused). */
export async function storeClaimPhotos(
  storage: FileStorage,
  reservationId: number,
  files: readonly UploadedFile[],
): Promise<{ photos: ClaimPhoto[]; keys: string[] }> {
  const photos: ClaimPhoto[] = [];
  const keys: string[] = [];
  try {
    for (const file of files) {
      const large = await sharp(file.data)
        .rotate()
        .resize(LARGE_SIDE, LARGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      const key = `claims/${reservationId}/${crypto.randomBytes(8).toString('hex')}.webp`;
      const url = await storage.put(key, large.data);
      keys.push(key);
      photos.push({ url, width: large.info.width, height: large.info.height });
    }
  } catch (error) {
    await removeClaimPhotos(storage, keys);
    throw error;
  }
  return { photos, keys };
}

export async function removeClaimPhotos(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
}
