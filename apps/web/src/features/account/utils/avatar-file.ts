/** What POST /user/profile/avatar accepts (the server checks the content again). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** A message when the file cannot be a profile picture, else null. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF picture.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'Choose a picture of 10 MB or less.';
  if (file.size === 0) return 'That file is empty.';
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
