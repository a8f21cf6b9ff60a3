import { env } from 'cloudflare:workers';
import { app } from './app.ts';
import { requireRateLimiters } from './middleware/rate-limiters.ts';
import { runCronJob } from './schedule/cron-jobs.ts';

// At startup, not per request: a deployment missing a limiter never serves a request.
requireRateLimiters(env);

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(runCronJob(controller, env)),
} satisfies ExportedHandler<Env>;
