import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file sits one level below it both as
 * source (src/paths.ts) and inside the compiled bundle (dist/server.js), so every file the
 * server reads at run time is found from here in both — never from a module's own location.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The SQL migrations Drizzle applies (apps/server/drizzle). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The built web app the server serves (apps/web/dist), unless WEB_DIST says otherwise. */
export const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');
