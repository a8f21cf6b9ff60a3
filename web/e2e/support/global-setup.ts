import { requireChromium } from '@domainary/schema/testing/find-chromium.ts';
import type { TestProject } from 'vitest/node';
import { startE2eServer } from './e2e-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole e2e run; test files read its URL with inject('baseUrl'). */
export default async function setup(project: TestProject) {
  requireChromium();
  const server = await startE2eServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
