import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { seedReference } from '../seed/seed';

/**
 * Migrates a template database once; every test file then gets its own database created
 * from the template (CREATE DATABASE … TEMPLATE), so files run in parallel without sharing.
 */
export default async function setup(project: TestProject) {
  const url = project.config.provide?.testDatabaseUrl as string | undefined;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `ownless_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const templateUrl = withDatabase(url, template);
  // Extensions need a superuser on PostgreSQL 15 (earthdistance is untrusted); CI connects as one.
  const handle = await openPostgres(templateUrl, 2);
  await handle.migrate();
  await seedReference(handle.db);
  await handle.close();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-test-pg-'));
  project.provide('testDatabase', { kind: 'postgres', url, template, tmpDir: dir });

  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}_f%`],
    );
    for (const { datname } of rows)
      await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
