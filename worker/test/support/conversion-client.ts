import { createExecutionContext, env } from 'cloudflare:test';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { inject } from 'vitest';
import { app } from '../../src/app.ts';
import type { FixtureDomain } from './domain-fixture.ts';
import type { RecordedRequest } from './fake-graphql-server.ts';

/**
 * Drives the conversion routes as a browser would, against a worker whose affiliate
 * settings point at the fake GraphQL server: each test names its own run, so the requests
 * the fake recorded are that test's alone.
 */
const fake = inject('fakeGraphqlOrigin');
export const affiliateToken = 'test-affiliate-token-7f3a';
/** The secret the network's confirmation callback carries, as the worker under test is configured. */
export const callbackSecret = 'test-callback-secret-of-some-length-2c9e';
let runCounter = 0;

export function newRun(): string {
  runCounter += 1;
  return `run-${runCounter}-${crypto.randomUUID().slice(0, 8)}`;
}

export interface Setup {
  scenario?: string;
  run?: string;
  configured?: boolean;
  /** CF-Connecting-IP; a fresh one per request unless a test is about one client's limit. */
  ip?: string;
  timeoutMs?: number;
  /** Replaces the fake server's address, for an endpoint nobody listens on. */
  url?: string;
  /** The visitor cookie to send. */
  cookie?: string;
  /** AFFILIATE_LEAD_VALUE_USD; wrangler.toml's (0) unless given. */
  leadValueUsd?: string;
  /** AFFILIATE_CALLBACK_SECRET; the test secret unless given ('' for a deployment without one). */
  callbackSecret?: string;
  /** The Authorization header to send. */
  authorization?: string;
}

/** The worker's env with its affiliate settings pointed at the fake server as `setup` says. */
export function affiliateEnv(setup: Setup): typeof env {
  const { scenario = 'ok', run = newRun(), configured = true, timeoutMs = 2000 } = setup;
  return {
    ...env,
    AFFILIATE_API_URL: setup.url ?? `${fake}/graphql/${scenario}/${run}`,
    AFFILIATE_API_TIMEOUT_MS: String(timeoutMs),
    AFFILIATE_ENTERPRISE_ID: configured ? 'ent-1234567' : '',
    AFFILIATE_ACTION_TRACKER_ID: configured ? 'at-445566' : '',
    ...(configured ? { AFFILIATE_API_TOKEN: affiliateToken } : {}),
    ...(setup.leadValueUsd === undefined ? {} : { AFFILIATE_LEAD_VALUE_USD: setup.leadValueUsd }),
    AFFILIATE_CALLBACK_SECRET: setup.callbackSecret ?? callbackSecret,
  } as typeof env;
}

function send(path: string, body: unknown, setup: Setup, method = 'POST'): Promise<Response> {
  const ip = setup.ip ?? newClientAddress();
  const headers = new Headers({ 'Content-Type': 'application/json', 'CF-Connecting-IP': ip });
  if (setup.cookie) headers.set('Cookie', setup.cookie);
  if (setup.authorization) headers.set('Authorization', setup.authorization);
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: method === 'GET' ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return Promise.resolve(app.fetch(request, affiliateEnv(setup), createExecutionContext()));
}

/** POSTs a conversion as the page does after Continue. */
export function convert(body: unknown, setup: Setup = {}): Promise<Response> {
  return send('/api/conversions', body, setup);
}

/** POSTs a body to the click route, as a page (or a script) might. */
export function postClick(body: unknown, setup: Setup = {}): Promise<Response> {
  return send('/api/affiliate-clicks', body, setup);
}

/** A page of this site as an affiliate link lands on it, carrying the click id. */
function landingUrlOf(clickId: string): string {
  return `${env.PUBLIC_ORIGIN}/find-domains?utm_source=cj&${env.AFFILIATE_CLICK_PARAM}=${encodeURIComponent(clickId)}`;
}

/** POSTs the landing URL carrying a click id, as the page does on its first view. */
export function land(clickId: string, setup: Setup = {}): Promise<Response> {
  return postClick({ landingUrl: landingUrlOf(clickId) }, setup);
}

/** POSTs the network's verdict on a lead to the confirmation callback. */
export function confirmLead(body: unknown, setup: Setup = {}): Promise<Response> {
  return send('/api/affiliate-confirmations', body, setup);
}

function cookieOf(res: Response): string {
  const pair = (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  if (!pair.startsWith('domainary_visitor=')) throw new Error(`no visitor cookie (status ${res.status})`);
  return pair;
}

/** A new visitor who landed with this click id: their cookie. */
export async function visitorLandedWith(clickId: string): Promise<string> {
  const res = await land(clickId);
  if (res.status !== 200) throw new Error(`landing refused: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** A new visitor who came without an affiliate click: their cookie. */
export async function visitorWithoutClick(): Promise<string> {
  return cookieOf(await send('/api/watchlist', null, {}, 'GET'));
}

export async function recorded(run: string): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/recorded/${run}`)).json();
}

export interface ConversionRowRaw {
  order_id: string;
  visitor_id: string;
  click_id: string | null;
  amount: number;
  currency: string;
  discount: number;
  coupon: string | null;
  items: string;
  status: string;
  domain: string | null;
  upstream_state: string;
  upstream_submission_id: string | null;
  upstream_received_at: string | null;
  upstream_error: string | null;
  upstream_attempts: number;
  created_at: string;
}

export async function conversionRows(): Promise<ConversionRowRaw[]> {
  return (await env.DB.prepare('select * from conversions order by id').all<ConversionRowRaw>()).results;
}

/** Names with every kind of price the acquire dialog shows. */
export const pricedDomains: FixtureDomain[] = [
  { name: 'brightpath', extension: 'io', status: 'premium', acquisitionFee: 12500, currentBid: null },
  { name: 'bidhouse', extension: 'com', status: 'auction', acquisitionFee: null, currentBid: 3000 },
  { name: 'plainname', extension: 'net', status: 'available', acquisitionFee: null, currentBid: null },
].map((d, i) => ({
  ...d,
  id: 9001 + i,
  industry: 'tech',
  estimatedValue: 20000,
  expiryDate: null,
  firstRegistered: null,
  marketValue: 60,
  available: d.status !== 'auction',
  companyId: null,
}));
