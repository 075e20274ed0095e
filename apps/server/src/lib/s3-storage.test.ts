import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../test/s3';
import { createStorage } from './create-storage';
import type { FileStorage } from './storage';

describe('S3 storage (against a local S3-compatible server)', () => {
  let s3: LocalS3;
  let storage: FileStorage;
  const storageFor = (env: Record<string, string>) =>
    createStorage(loadConfig({ ...s3.env, ...env }));

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = await storageFor({});
  });
  afterAll(async () => {
    storage?.close?.();
    await s3?.close();
  });

  it('puts, finds, reads back and removes a file, handing out the same /uploads/ URL as the disk', async () => {
    const key = 'listings/7/abc123-medium.webp';
    expect(await storage.exists(key)).toBe(false);
    const url = await storage.put(key, Buffer.from('not really a webp'));
    expect(url).toBe(`/uploads/${key}`);
    expect(storage.keyOf(url)).toBe(key);
    expect(await storage.exists(key)).toBe(true);

    const file = await storage.read!(key);
    expect(file).toMatchObject({
      notModified: false,
      contentType: 'image/webp',
      contentLength: 17,
    });
    if (!file || file.notModified) throw new Error('expected the file');
    expect(file.body).toBeInstanceOf(Readable);
    expect(await text(file.body!)).toBe('not really a webp');
    expect(file.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(file.lastModified).toBeInstanceOf(Date);

    const head = await storage.read!(key, { headOnly: true });
    expect(head).toMatchObject({
      notModified: false,
      body: undefined,
      contentLength: 17,
      etag: file.etag,
    });
    expect(await storage.read!(key, { ifNoneMatch: file.etag })).toMatchObject({
      notModified: true,
      etag: file.etag,
    });

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read!(key)).toBeNull();
    // Removing what is not there is not an error, as on disk.
    await storage.remove(key);
  });

  it('overwrites a key in place, and keeps the content type of each extension', async () => {
    await storage.put('blog/post.webp', Buffer.from('one'));
    await storage.put('blog/post.webp', Buffer.from('two'));
    const file = await storage.read!('blog/post.webp');
    if (!file || file.notModified) throw new Error('expected the file');
    expect(await text(file.body!)).toBe('two');
    await storage.put('avatars/a.png', Buffer.from('png'));
    expect(await storage.read!('avatars/a.png', { headOnly: true })).toMatchObject({
      contentType: 'image/png',
    });
  });

  it('refuses keys that could climb out of the uploads, and knows no URL but its own', async () => {
    for (const key of [
      '../secret.webp',
      'a/../../b.webp',
      '/etc/passwd',
      'a//b.webp',
      'a\\b.webp',
      'a/./b.webp',
      '',
      'nul\0.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.exists(key), key).toBe(false);
      expect(await storage.read!(key), key).toBeNull();
    }
    expect(storage.keyOf('https://elsewhere.example/uploads/a.webp')).toBeNull();
    expect(storage.keyOf('/assets/a.webp')).toBeNull();
  });

  it('hands out public bucket URLs with S3_PUBLIC_URL, and still knows the /uploads/ ones', async () => {
    const cdn = await storageFor({ S3_PUBLIC_URL: 'https://cdn.example.test/ownless/' });
    try {
      const url = await cdn.put('listings/1/x-large.webp', Buffer.from('x'));
      expect(url).toBe('https://cdn.example.test/ownless/listings/1/x-large.webp');
      expect(cdn.keyOf(url)).toBe('listings/1/x-large.webp');
      expect(cdn.keyOf('/uploads/listings/1/y-large.webp')).toBe('listings/1/y-large.webp');
      expect(await storage.exists('listings/1/x-large.webp')).toBe(true);
    } finally {
      cdn.close?.();
    }
  });

  it('fails loudly with an access key the bucket does not know', async () => {
    const wrong = await storageFor({
      S3_ACCESS_KEY_ID: 'NOBODY',
      S3_SECRET_ACCESS_KEY: 'not-the-secret',
    });
    try {
      await expect(wrong.put('listings/1/z.webp', Buffer.from('x'))).rejects.toThrow(/access key/i);
    } finally {
      wrong.close?.();
    }
  });
});
