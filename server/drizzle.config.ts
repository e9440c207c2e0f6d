import { defineConfig } from 'drizzle-kit';

// Paths are relative to the working directory: run through `npm run db:generate` at the root.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
