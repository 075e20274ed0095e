import type { Config } from '../config';
import { diskStorage, type FileStorage } from './storage';

/**
 * The storage `config.storage` names. The S3 client is loaded only when it is used. Apart
 * from lib/storage.ts, which the S3 storage builds on, so the two never import each other.
 */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (config.storage.kind === 's3') {
    const { s3Storage } = await import('./s3-storage');
    return s3Storage(config.storage);
  }
  return diskStorage(config.uploadDir);
}
