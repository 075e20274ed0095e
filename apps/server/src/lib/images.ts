import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors';

/** Formats accepted for uploads, judged by the bytes (sharp), never by the file name. */
const ACCEPTED = new Map([
  ['jpeg', 'JPEG'],
  ['png', 'PNG'],
  ['webp', 'WebP'],
  ['heif', 'AVIF'],
]);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Reads the image header; a file that is not a JPEG, PNG, WebP or AVIF picture is refused. */
export async function inspectImage(buffer: Buffer, field = 'file') {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { failOn: 'error' }).metadata();
  } catch {
    throw badRequest(/*i18n*/ 'That file is not an image we can read.', {
      [field]: [/*i18n*/ 'Upload a JPEG, PNG, WebP or AVIF picture.'],
    });
  }
  const format = metadata.format ?? '';
  if (!ACCEPTED.has(format) || (format === 'heif' && metadata.compression !== 'av1')) {
    throw badRequest(/*i18n*/ 'That file type is not supported.', {
      [field]: [/*i18n*/ 'Upload a JPEG, PNG, WebP or AVIF picture.'],
    });
  }
  if (!metadata.width || !metadata.height || metadata.width < 32 || metadata.height < 32) {
    throw badRequest(/*i18n*/ 'That picture is too small.', {
      [field]: [/*i18n*/ 'Use a picture at least 32 × 32 pixels.'],
    });
  }
  return { format, width: metadata.width, height: metadata.height };
}

/** A square 256 px WebP avatar, EXIF orientation applied and metadata dropped. */
export function avatarWebp(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer).rotate().resize(256, 256, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/** A 1200 × 675 (16:9) WebP blog cover, EXIF orientation applied and metadata dropped. */
export function coverWebp(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer)
    .rotate()
    .resize(1200, 675, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
