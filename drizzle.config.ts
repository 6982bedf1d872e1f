import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: 'pglite', dbCredentials: { url: `${process.env.DATA_DIR ?? './data'}/pg` } }),
});
