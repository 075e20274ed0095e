import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config';

const PG = 'postgres://app@db.internal:5432/ownless';

describe('configuration', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('knows which listen addresses only this machine can reach', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      'localhost',
      'LOCALHOST',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.5',
      '192.168.1.2',
      'example.com',
      '128.0.0.1',
      '',
      '::ffff:10.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('seeds demo data only into the embedded database unless SEED_DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    // A deployment that forgets SEED_DEMO_DATA=false gets no demo accounts on PostgreSQL.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ownless' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/ownless', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({}).allowDemoAccounts).toBe(false);
  });

  it('shows the outbox at /dev/mailbox on a loopback server without SMTP, the laptop demo', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      expect(loadConfig({ HOST }).devMailbox, HOST).toBe(true);
    // The database does not matter: the clients that can reach the server do.
    expect(loadConfig({ DATABASE_URL: PG }).devMailbox).toBe(true);
  });

  it('keeps the outbox closed on a server others can reach, unless DEV_MAILBOX=true', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5']) {
      expect(loadConfig({ HOST }).devMailbox, HOST).toBe(false);
      expect(loadConfig({ HOST, DEV_MAILBOX: 'true' }).devMailbox, HOST).toBe(true);
    }
    expect(loadConfig({ HOST: '0.0.0.0', DATABASE_URL: PG }).devMailbox).toBe(false);
  });

  it('keeps the outbox closed behind a reverse proxy, whose requests all come from loopback', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).devMailbox).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });

  it('turns the outbox off with DEV_MAILBOX=false, even on loopback', () => {
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '::1', DEV_MAILBOX: 'no' }).devMailbox).toBe(false);
  });

  it('never shows the mailbox once mail is really sent', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587' }).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail:587', HOST: '0.0.0.0', DEV_MAILBOX: 'true' }).devMailbox,
    ).toBe(false);
  });

  it('keeps ended rows for the retention periods, configurable within safe bounds', () => {
    expect(loadConfig({}).retention).toEqual({
      tokensMs: 7 * 86_400_000,
      mailMs: 30 * 86_400_000,
      stripeEventsMs: 90 * 86_400_000,
      changeLogMs: 24 * 3_600_000,
    });
    expect(loadConfig({ RETENTION_CHANGE_LOG_HOURS: '2' }).retention.changeLogMs).toBe(7_200_000);
    // Stripe retries an event for three days; the search index reloads after 30 minutes behind.
    expect(() =>
      loadConfig({ RETENTION_STRIPE_EVENTS_DAYS: '3', RETENTION_CHANGE_LOG_HOURS: '0' }),
    ).toThrow(
      /RETENTION_CHANGE_LOG_HOURS[\s\S]*RETENTION_STRIPE_EVENTS_DAYS|RETENTION_STRIPE_EVENTS_DAYS[\s\S]*RETENTION_CHANGE_LOG_HOURS/,
    );
  });

  it("keeps the search index's snapshot in DATA_DIR unless SEARCH_INDEX_SNAPSHOT names another file or off", () => {
    expect(loadConfig({ DATA_DIR: '/srv/ownless' }).searchIndex).toEqual({
      syncMs: 1000,
      snapshot: '/srv/ownless/search-index.snapshot',
    });
    expect(
      loadConfig({ SEARCH_INDEX_SNAPSHOT: '/shared/index.snapshot' }).searchIndex,
    ).toMatchObject({ snapshot: '/shared/index.snapshot' });
    expect(loadConfig({ SEARCH_INDEX_SNAPSHOT: 'off' }).searchIndex).toMatchObject({
      snapshot: null,
    });
    expect(loadConfig({ SEARCH_INDEX: 'off' }).searchIndex).toBe('off');
  });

  it('lists every wrong variable at once', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://x', DEV_MAILBOX: 'maybe', PORT: 'http' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'DATABASE_URL',
        'DEV_MAILBOX',
        'PORT',
      ]);
    }
  });

  it('keeps uploads on the disk unless STORAGE=s3, which needs its bucket and credentials', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    try {
      loadConfig({ STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'S3_ACCESS_KEY_ID',
        'S3_BUCKET',
        'S3_REGION',
      ]);
      expect(problems.every((p) => p.endsWith('is required when STORAGE=s3'))).toBe(true);
      // A problem names the variable, never its value.
      expect((error as Error).message).not.toContain('very-secret-value');
    }
    const s3 = {
      STORAGE: 's3',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'ownless-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'ownless-uploads',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/img/',
      }).storage,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/img',
    });
    // S3 settings are ignored while the disk is in use.
    expect(loadConfig({ S3_BUCKET: 'ownless-uploads' }).storage).toEqual({ kind: 'disk' });
    try {
      loadConfig({
        ...s3,
        STORAGE: 'ftp',
        S3_BUCKET: 'Not_A_Bucket',
        S3_ENDPOINT: 'ftp://x',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'STORAGE',
      ]);
    }
    expect.assertions(9);
  });
});
