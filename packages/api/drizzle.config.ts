import { defineConfig } from 'drizzle-kit';

// From packages/api: `npx drizzle-kit generate` writes SQL migrations to ./drizzle (committed);
// the server applies them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
