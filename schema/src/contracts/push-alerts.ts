import * as z from 'zod';

/**
 * The stages a buyer acts on, the only ones a push alert fires at: redemption (a backorder is
 * worth placing), pending delete (the drop is days away), available (register it now) and
 * registered again (someone took it, or the holder renewed).
 */
export const pushStages = ['redemption', 'pending-delete', 'available', 'registered'] as const;
export type PushStage = (typeof pushStages)[number];

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    );

/** A browser's PushSubscription as `toJSON()` gives it. RFC 8030 push resources are https URLs. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'endpoint must be an https URL' })
    .max(1000, 'endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // RFC 8291 3.1: an uncompressed P-256 point and a 16-byte authentication secret.
    p256dh: base64url(65, 'keys.p256dh'),
    auth: base64url(16, 'keys.auth'),
  }),
});

/** The stages one watched name alerts at; every stage is the default, none silences the name. */
export const pushStageChoiceSchema = z.object({
  domain: z.string().max(300, 'domain is too long'),
  stages: z.array(z.enum(pushStages)).max(pushStages.length),
});

export const pushAlertsStateSchema = z.object({
  /** The VAPID public key browsers subscribe with; null where this server sends no push alerts. */
  publicKey: z.string().nullable(),
  /** Whether this visitor has a subscription stored. */
  subscribed: z.boolean(),
  /** Watched names alerting at fewer than every stage, with the stages they keep. */
  choices: z.array(z.object({ domain: z.string(), stages: z.array(z.enum(pushStages)) })),
});
export type PushAlertsState = z.infer<typeof pushAlertsStateSchema>;
