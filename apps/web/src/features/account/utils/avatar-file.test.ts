import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, formatBytes } from './avatar-file';

describe('checkAvatarFile', () => {
  it('accepts the four picture types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, empty and too big files', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toMatch(/JPEG, PNG/);
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toMatch(/JPEG, PNG/);
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toMatch(/10 MB/);
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 kB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
