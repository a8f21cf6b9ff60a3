import { beforeAll, inject } from 'vitest';
import { serverReady, serverStartMs } from './server-ready.ts';

// The e2e project's setup file: every browser test file waits for the shared server first.
beforeAll(() => serverReady(inject('server')), serverStartMs + 10_000);
