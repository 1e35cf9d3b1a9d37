import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @solpad/api` writes SQL migrations into api/drizzle; they run unchanged on PGlite
// and on a Postgres server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
