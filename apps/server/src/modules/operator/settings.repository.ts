import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

export type SettingRow = typeof appSettings.$inferSelect;

/** The operators' runtime settings (app_settings), one JSON value per key. */
export function settingsRepository(db: Executor) {
  return {
    async get(key: string): Promise<SettingRow | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row ?? null;
    },

    /** The setting, locked until the caller's transaction ends (null when never set). */
    async lock(key: string): Promise<SettingRow | null> {
      const [row] = await db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .for('update');
      return row ?? null;
    },

    async put(key: string, value: unknown, actorId: number) {
      await db
        .insert(appSettings)
        .values({ key, value, updatedById: actorId })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value, updatedById: actorId, updatedAt: new Date() },
        });
    },
  };
}
