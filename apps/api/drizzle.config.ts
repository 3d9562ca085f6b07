import { defineConfig } from 'drizzle-kit';

// Generation only: the server applies drizzle/ itself at start, on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
