import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. The disk implementation serves them under
 * `/uploads`; an object-storage implementation can replace it without touching callers.
 */
export interface FileStorage {
  /** Stores `body` under `key` (e.g. `listings/12/abc-medium.webp`) and returns its public URL. */
  put(key: string, body: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The key behind a public URL this storage returned, or null. */
  keyOf(url: string): string | null;
}

export const UPLOADS_PREFIX = '/uploads/';

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return target;
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
      return UPLOADS_PREFIX + key;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    keyOf(url) {
      return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
    },
  };
}
