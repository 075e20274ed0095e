import { t } from '@lingui/core/macro';
import { numberFormat } from '@/lib/i18n';

/** What POST /user/profile/avatar accepts (the server checks the content again). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** A message when the file cannot be a profile picture, else null. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t`Choose a JPEG, PNG, WebP or AVIF picture.`;
  }
  if (file.size > AVATAR_MAX_BYTES) return t`Choose a picture of 10 MB or less.`;
  if (file.size === 0) return t`That file is empty.`;
  return null;
}

/** A file's size with its unit symbol (B, kB, MB), the number in the page's language. */
export function formatBytes(bytes: number): string {
  const whole = numberFormat({ maximumFractionDigits: 0 });
  if (bytes < 1024) return `${whole.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${whole.format(bytes / 1024)} kB`;
  const tenths = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${tenths.format(bytes / (1024 * 1024))} MB`;
}
