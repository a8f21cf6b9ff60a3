import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/src/tables/index.ts',
  out: './schema/migrations',
});
