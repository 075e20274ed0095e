import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../config';

/** Why a file cannot be uploaded, before sending it; null when it looks fine. */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const byExtension = /\.(jpe?g|png|webp|avif)$/i.test(file.name);
  if (type ? !(PHOTO_TYPES as readonly string[]).includes(type) : !byExtension) {
    return `${file.name} is not a JPEG, PNG, WebP or AVIF picture.`;
  }
  if (file.size > MAX_PHOTO_BYTES) return `${file.name} is larger than 10 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
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
    else if (accepted.length >= room)
      refused.push(`${file.name}: a listing can have at most 12 photos.`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
