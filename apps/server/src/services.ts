import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { FileStorage } from './lib/storage';
import { contentService } from './modules/content/content.service';
import { listingsService } from './modules/listings/listings.service';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
}

/** Every service, wired once per app. Modules reach each other only through these. */
export function createServices(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    content: contentService(db),
    listings: listingsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: FileStorage;
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for guests (set by the auth plugin). */
    userId: number | null;
  }
}
