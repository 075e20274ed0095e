import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost (~20 ms a hash here).
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
