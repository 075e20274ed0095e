import {
  addCalendarFeedSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarSyncSchema,
  errorResponses,
  icalSecretResponseSchema,
  idParamsSchema,
  messageSchema,
  noBodySchema,
  type CalendarFeed,
} from '@ownless/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors';
import { requireUser, userIdOf } from '../../../plugins/auth';
import type { CalendarFeedRow } from './calendar.repository';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** Each add or sync fetches a calendar from another server: a person's pace, not a script's. */
const fetchesLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** A feed as its owner reads it: the last error said in the request's language. */
function feedJson(req: FastifyRequest, row: CalendarFeedRow): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_status: row.lastStatus as CalendarFeed['last_status'],
    last_error: row.lastError ? req.say(row.lastError) : null,
    event_count: row.eventCount,
    events_skipped: row.eventsSkipped,
    created_at: row.createdAt.toISOString(),
  };
}

/** Calendar sync (decision 0028): a listing's export URL and imported calendars, its owner's only. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.calendar;

  app.get(
    '/listing/:id/calendar-feeds',
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, response: { 200: calendarSyncSchema, ...errors } },
    },
    async (req, reply) => {
      const overview = await calendar.overview(userIdOf(req), req.params.id);
      return reply.header('cache-control', 'no-store').send({
        ...overview,
        feeds: overview.feeds.map((row) => feedJson(req, row)),
      });
    },
  );

  app.post(
    '/listing/:id/calendar-feeds',
    {
      preHandler: requireUser,
      config: fetchesLimit,
      schema: {
        params: idParamsSchema,
        body: addCalendarFeedSchema,
        response: { 201: calendarFeedResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const feed = await calendar.add(userIdOf(req), req.params.id, req.body);
      return reply.status(201).send({
        feed: feedJson(req, feed),
        message:
          feed.lastStatus === 'ok'
            ? req.say(/*i18n*/ 'Calendar added and imported.')
            : req.say(/*i18n*/ 'Calendar added, but it could not be imported yet.'),
      });
    },
  );

  app.delete(
    '/listing/:id/calendar-feeds/:feedId',
    {
      preHandler: requireUser,
      schema: {
        params: calendarFeedParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await calendar.remove(userIdOf(req), req.params.id, req.params.feedId);
      return { message: req.say(/*i18n*/ 'Calendar removed, with the days it blocked.') };
    },
  );

  app.post(
    '/listing/:id/calendar-feeds/:feedId/sync',
    {
      preHandler: requireUser,
      config: fetchesLimit,
      schema: {
        params: calendarFeedParamsSchema,
        body: noBodySchema,
        response: { 200: calendarFeedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const feed = await calendar.syncNow(userIdOf(req), req.params.id, req.params.feedId);
      if (!feed) throw notFound(/*i18n*/ 'That calendar is not imported into this listing.');
      return {
        feed: feedJson(req, feed),
        message:
          feed.lastStatus === 'ok'
            ? req.say(/*i18n*/ 'Calendar imported.')
            : req.say(/*i18n*/ 'The calendar could not be imported.'),
      };
    },
  );

  app.post(
    '/listing/:id/ical-secret',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: icalSecretResponseSchema, ...errors },
      },
    },
    async (req) => ({
      url: await calendar.rotateListingSecret(userIdOf(req), req.params.id),
      message: req.say(/*i18n*/ 'New calendar link made. The old link no longer works.'),
    }),
  );

  app.post(
    '/user/ical-secret',
    {
      preHandler: requireUser,
      schema: { body: noBodySchema, response: { 200: icalSecretResponseSchema, ...errors } },
    },
    async (req) => ({
      url: await calendar.rotateOwnerSecret(userIdOf(req)),
      message: req.say(/*i18n*/ 'New calendar link made. The old link no longer works.'),
    }),
  );
};

/** What a calendar link without its secret answers, whatever is wrong with it. */
export function calendarNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

const ID = /^[1-9]\d{0,9}$/;
const FILE = /^([A-Za-z0-9_-]{16,100})\.ics$/;

/**
 * The private calendar files other calendars subscribe to, outside /api (registered with the
 * prefix `/ical`): `/ical/{listing}/{secret}.ics` and `/ical/owner/{user}/{secret}.ics`.
 * Anything but the right secret, and any other path under `/ical`, is a bare 404 that says
 * nothing of why.
 */
export const calendarExportRoutes: FastifyPluginAsync = async (app) => {
  const calendar = app.services.calendar;
  const send = (reply: FastifyReply, body: string | null) => {
    if (body === null) return calendarNotFound(reply);
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return reply.type('text/calendar; charset=utf-8').send(body);
  };
  const exportLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  app.setNotFoundHandler((_req, reply) => calendarNotFound(reply));

  app.get<{ Params: { listingId: string; file: string } }>(
    '/:listingId/:file',
    { config: exportLimit },
    async (req, reply) => {
      const file = FILE.exec(req.params.file);
      const id = req.params.listingId;
      if (!file || !ID.test(id) || Number(id) > 2147483647) return send(reply, null);
      return send(reply, await calendar.exportListing(Number(id), file[1]!));
    },
  );

  app.get<{ Params: { userId: string; file: string } }>(
    '/owner/:userId/:file',
    { config: exportLimit },
    async (req, reply) => {
      const file = FILE.exec(req.params.file);
      const id = req.params.userId;
      if (!file || !ID.test(id) || Number(id) > 2147483647) return send(reply, null);
      return send(reply, await calendar.exportOwner(Number(id), file[1]!));
    },
  );
};
