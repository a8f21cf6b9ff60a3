import { retryFailedOrdersOnSchedule } from './affiliate/scheduled-retries.ts';
import { app } from './app.ts';

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(retryFailedOrdersOnSchedule(env, new Date(controller.scheduledTime))),
} satisfies ExportedHandler<Env>;
