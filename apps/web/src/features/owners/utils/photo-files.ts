import { t } from '@lingui/core/macro';
import { numberFormat } from '@/lib/i18n';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_TYPES } from '../config';

/** Why a file cannot be uploaded, before sending it; null when it looks fine. */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const name = file.name;
  const byExtension = /\.(jpe?g|png|webp|avif)$/i.test(file.name);
  if (type ? !(PHOTO_TYPES as readonly string[]).includes(type) : !byExtension) {
    return t`${name} is not a JPEG, PNG, WebP or AVIF picture.`;
  }
  if (file.size > MAX_PHOTO_BYTES) return t`${name} is larger than 10 MB.`;
  if (file.size === 0) return t`${name} is empty.`;
  return null;
}

/** Splits chosen files into those to upload (within the room left) and the refused ones. */
export function sortChosenFiles<T extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly T[],
  room: number,
): { accepted: T[]; refused: string[] } {
  const accepted: T[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem = photoFileProblem(file);
    if (problem) refused.push(problem);
    else if (accepted.length >= room) {
      const name = file.name;
      const most = MAX_PHOTOS;
      refused.push(t`${name}: a listing can have at most ${most} photos.`);
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** A file size as "2.4 MB" or "310 KB", in the page's digits. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    );
    return t`${megabytes} MB`;
  }
  const kilobytes = numberFormat().format(Math.max(1, Math.round(bytes / 1024)));
  return t`${kilobytes} KB`;
}
