import { encryptNotification, type PushSubscription, vapidHeaders } from '@block65/webcrypto-web-push';

/** The VAPID key pair (RFC 8292) and the contact the push services may write to. */
export interface VapidKeys {
  subject: string;
  /** The uncompressed P-256 public key, base64url: browsers subscribe with it. */
  publicKey: string;
  /** The private scalar, base64url: a secret, never in the bundle. */
  privateKey: string;
}

/** What one alert tells the visitor's browser; its service worker shows it as a notification. */
export interface PushAlert {
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
}

/** How long a push service keeps an alert for a browser that is offline: a day, as a stage lasts days. */
const TTL_SECONDS = 86_400;

const encoder = new TextEncoder();

/**
 * The payload encrypted for one subscription as RFC 8291 says (aes128gcm, RFC 8188), by the
 * library's WebCrypto implementation. Padded to the record's full size unless told not to, so
 * the push service cannot tell alerts apart by their length.
 */
export function encryptedPayload(
  subscription: PushSubscription,
  plaintext: string,
  pad = true,
): Promise<Uint8Array<ArrayBuffer>> {
  return encryptNotification(subscription, encoder.encode(plaintext), { pad });
}

/** The request that delivers an alert to the push service of a subscription (RFC 8030 5, RFC 8292). */
export async function pushRequest(
  subscription: PushSubscription,
  alert: PushAlert,
  vapid: VapidKeys,
): Promise<Request> {
  const { headers } = await vapidHeaders(subscription, vapid);
  const body = await encryptedPayload(subscription, JSON.stringify(alert));
  return new Request(subscription.endpoint, {
    method: 'POST',
    headers: {
      ...headers,
      TTL: String(TTL_SECONDS),
      Urgency: 'high',
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
    },
    body,
  });
}
