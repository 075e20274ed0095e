import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import {
  isSafeKey,
  UPLOADS_CACHE_CONTROL,
  UPLOADS_MAX_AGE_SECONDS,
  UPLOADS_PREFIX,
  type FileStorage,
} from '../lib/storage';

/**
 * Serves uploads at `/uploads/<key>`, the URLs stored in the database. From the disk with
 * `@fastify/static`; from a storage that reads its own files (a bucket) by streaming them, with
 * the same caching, so any instance answers for an image another one stored.
 */
export async function registerUploads(app: FastifyInstance, config: Config, storage: FileStorage) {
  const read = storage.read?.bind(storage);
  if (!read) {
    fs.mkdirSync(config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: UPLOADS_MAX_AGE_SECONDS * 1000,
    });
    return;
  }

  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ message: reply.request.say(/*i18n*/ 'Not found.') });

  const serve = async (
    req: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
    headOnly: boolean,
  ) => {
    const key = req.params['*'];
    if (!isSafeKey(key)) return notFound(reply);
    const since = req.headers['if-modified-since']
      ? new Date(req.headers['if-modified-since'])
      : undefined;
    const file = await read(key, {
      headOnly,
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
    });
    if (!file) return notFound(reply);
    reply.header('cache-control', UPLOADS_CACHE_CONTROL);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.notModified) return reply.status(304).send();
    reply.type(file.contentType);
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    // The object streams from the bucket to the client; it is never held whole in memory.
    return reply.send(headOnly ? undefined : file.body);
  };

  // HEAD first: a GET route would otherwise get Fastify's HEAD twin, which fetches the body.
  app.head<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, (req, reply) =>
    serve(req, reply, true),
  );
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, (req, reply) =>
    serve(req, reply, false),
  );
}
