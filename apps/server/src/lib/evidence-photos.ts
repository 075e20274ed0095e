import type { Sharp } from 'sharp';
import { WEBP_EFFORT, WEBP_QUALITY } from '../seed/images';
import type { Message } from '../i18n';
import { badRequest } from './errors';
import { inspectImage } from './images';

/**
 * Photos a person sends as evidence (a damage claim, a dispute, a condition report): checked
 * by their bytes before anything is stored, then kept as WebP with the orientation applied
 * and every other piece of metadata (EXIF, GPS) dropped.
 */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** The longer side of an evidence picture: enough to see a scratch, its shape kept. */
const LARGE_SIDE = 1600;

/**
 * Refuses more than `max` files (with `tooMany`), or any file that is not a JPEG, PNG, WebP
 * or AVIF picture: one bad file refuses them all, before anything is stored.
 */
export async function checkEvidencePhotos(
  files: readonly UploadedFile[],
  max: number,
  tooMany: Message,
) {
  if (files.length > max) throw badRequest(tooMany, { photos: [tooMany] });
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

/** The large WebP of an upright picture: at most 1600 px on its longer side, never enlarged. */
export function largeWebp(upright: Sharp) {
  return upright
    .resize(LARGE_SIDE, LARGE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
}
