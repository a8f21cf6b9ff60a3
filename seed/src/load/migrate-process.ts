import { applyLocalMigrations } from './local-migrations.ts';

/**
 * The migrations process of migrateLocal, given the state directory as its one argument (none
 * for wrangler's default): a failure exits it with an error, and with that fails the caller.
 */
await applyLocalMigrations(process.argv[2]);
