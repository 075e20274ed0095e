import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PG = 'postgres://app@db.internal:5432/ownless';

describe('configuration', () => {
  it('shows the outbox at /dev/mailbox on the embedded database, the laptop demo', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
  });

  it('keeps the outbox private on a PostgreSQL deployment without SMTP', () => {
    expect(loadConfig({ DATABASE_URL: PG }).devMailbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'no' }).devMailbox).toBe(false);
  });

  it('never shows the mailbox once mail is really sent', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
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
});
