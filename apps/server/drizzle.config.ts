import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from the schema (`npm run db:generate`).
// Migrations are applied from code at start-up (see src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
