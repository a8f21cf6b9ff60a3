import {
  type PushAlertsState,
  type PushStage,
  pushAlertsStateSchema,
  pushStageChoiceSchema,
  pushStages,
  pushSubscriptionSchema,
} from '@domainary/schema/contracts/push-alerts.ts';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { requestedName } from '../http/requested-name.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { isWatched } from '../watchlist/index.ts';
import {
  chooseStages,
  deleteSubscription,
  hasSubscription,
  saveSubscription,
  stageChoicesOf,
} from './data/push-subscription-queries.ts';
import { vapidKeysOf } from './stage-alerts.ts';

const isPushStage = (stage: string): stage is PushStage => (pushStages as readonly string[]).includes(stage);

async function stateOf(c: Context<AppEnv>, visitorId: string): Promise<PushAlertsState> {
  const db = c.get('db');
  const choices = await stageChoicesOf(db, visitorId);
  return {
    publicKey: vapidKeysOf(c.env)?.publicKey ?? null,
    subscribed: await hasSubscription(db, visitorId),
    choices: choices.map((choice) => ({
      domain: choice.fqdn,
      stages: choice.stages.split(',').filter(isPushStage),
    })),
  };
}

const answers = { 200: { description: "The visitor's push alert settings", json: pushAlertsStateSchema } };

/**
 * The visitor's Web Push alerts: their browser's subscription and, per watched name, the
 * stages it alerts at. Mounted under the watchlist's routes, whose visitor middleware scopes
 * them to the cookie.
 */
export const pushAlertRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Push alert settings',
      description:
        '`publicKey` is the VAPID key to subscribe with; null where this server sends no push alerts.',
      responses: answers,
    }),
    async (c) => c.json(await stateOf(c, await visitorIdOf(c)), 200),
  )
  .put(
    '/',
    describeRoute({
      summary: "Store the browser's push subscription",
      description:
        'The JSON of a PushSubscription. Alerts fire at redemption, pending delete, available and registered again, for every watched name unless narrowed per name.',
      responses: { ...answers, 503: 'This server sends no push alerts' },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', pushSubscriptionSchema),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      if (vapidKeysOf(c.env) === null) {
        return apiError(c, 503, 'push_unavailable', 'Push alerts are not set up on this server.');
      }
      const { endpoint, keys } = c.req.valid('json');
      await saveSubscription(c.get('db'), { visitorId, endpoint, ...keys }, new Date());
      return c.json(await stateOf(c, visitorId), 200);
    },
  )
  .delete(
    '/',
    describeRoute({
      summary: 'Turn push alerts off',
      description: 'Deletes the subscription and every per-name stage choice.',
      responses: answers,
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      await deleteSubscription(c.get('db'), visitorId);
      return c.json(await stateOf(c, visitorId), 200);
    },
  )
  .put(
    '/stages',
    describeRoute({
      summary: 'Choose the stages one watched name alerts at',
      description:
        '`{ "domain": "gym.com", "stages": ["pending-delete", "available"] }`; an empty list silences the name.',
      responses: { ...answers, 404: 'The name is not on this watchlist' },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', pushStageChoiceSchema),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      const asked = c.req.valid('json');
      const name = requestedName(asked.domain, { in: 'json', name: 'domain' });
      if (isRefused(name)) return refusalResponse(c, name.refused);
      const db = c.get('db');
      const fqdn = name.fqdn;
      if (!(await isWatched(db, visitorId, name)))
        return apiError(c, 404, 'not_found', `${fqdn} is not on your watchlist`);
      const stages = pushStages.filter((stage) => asked.stages.includes(stage));
      await chooseStages(db, visitorId, fqdn, stages.length === pushStages.length ? null : stages);
      return c.json(await stateOf(c, visitorId), 200);
    },
  );
