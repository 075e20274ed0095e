import crypto from 'node:crypto';
import { CLAIM_PHOTOS_MAX, type ClaimPhoto } from '@ownless/shared';
import sharp from 'sharp';
import { checkEvidencePhotos, largeWebp, type UploadedFile } from '../../lib/evidence-photos';
import type { FileStorage } from '../../lib/storage';

export const TOO_MANY_CLAIM_PHOTOS = /*i18n*/ {
  id: 'Add at most {max} photos.',
  values: { max: CLAIM_PHOTOS_MAX },
};

export type { UploadedFile };

/**
 * A claim's or a dispute's evidence, through the same pipeline as listing photos: every
 * file checked by its bytes first (JPEG, PNG, WebP or AVIF), one bad file refuses them all
 * before anything is stored, then each is stored as WebP with its orientation applied and
 * every other piece of metadata (EXIF, GPS) dropped.
 */
export async function checkClaimPhotos(files: readonly UploadedFile[]) {
  await checkEvidencePhotos(files, CLAIM_PHOTOS_MAX, TOO_MANY_CLAIM_PHOTOS);
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
      const large = await largeWebp(sharp(file.data).rotate());
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
