import { workerData } from 'node:worker_threads';
import { applyLocalMigrations } from './local-migrations.ts';

/** The migrations thread of migrateLocal: a failure fails the thread, and with it the caller. */
const { persistTo } = workerData as { persistTo: string | undefined };
await applyLocalMigrations(persistTo);
