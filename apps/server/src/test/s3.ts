import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The parts of s3rver (a local S3-compatible server, without type declarations) the tests use. */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's built-in account; it checks request signatures against it. */
export const S3RVER_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface LocalS3 {
  /** What a server needs in its environment to store uploads in the bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  directory: string;
  close(): Promise<void>;
}

/** Starts an S3-compatible server on a free loopback port, with one empty bucket. */
export async function startLocalS3(bucket = 'ownless-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      ...S3RVER_CREDENTIALS,
    },
    bucket,
    endpoint,
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
