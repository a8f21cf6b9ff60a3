/** What the createOrders call needs; present only when the deployment configured all of it. */
export interface TrackingConfig {
  url: string;
  token: string;
  enterpriseId: string;
  actionTrackerId: string;
  timeoutMs: number;
}

export interface TrackingEnv {
  AFFILIATE_API_URL: string;
  AFFILIATE_API_TIMEOUT_MS: string;
  AFFILIATE_ENTERPRISE_ID: string;
  AFFILIATE_ACTION_TRACKER_ID: string;
  AFFILIATE_API_TOKEN?: string;
}

const defaultTimeoutMs = 5000;

/**
 * The upstream call is optional: a deployment without the token or the network's ids still
 * records every conversion, and the reason it was not sent is kept on the row.
 */
export function trackingConfigOf(env: TrackingEnv): TrackingConfig | { skipped: string } {
  const missing = [
    ['AFFILIATE_API_TOKEN', env.AFFILIATE_API_TOKEN],
    ['AFFILIATE_API_URL', env.AFFILIATE_API_URL],
    ['AFFILIATE_ENTERPRISE_ID', env.AFFILIATE_ENTERPRISE_ID],
    ['AFFILIATE_ACTION_TRACKER_ID', env.AFFILIATE_ACTION_TRACKER_ID],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) return { skipped: `tracking not configured: ${missing.join(', ')} unset` };
  const timeoutMs = Number.parseInt(env.AFFILIATE_API_TIMEOUT_MS, 10);
  return {
    url: env.AFFILIATE_API_URL,
    token: env.AFFILIATE_API_TOKEN as string,
    enterpriseId: env.AFFILIATE_ENTERPRISE_ID,
    actionTrackerId: env.AFFILIATE_ACTION_TRACKER_ID,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : defaultTimeoutMs,
  };
}
