import type { Database, DatabaseBackend } from './db/database.ts';
import type { RowsTally } from './db/rows-read-meter.ts';
import type { GeneratorConfig } from './generator/config.ts';

/** Secrets that only some deployments set; wrangler types lists the required ones. */
export interface OptionalSecrets {
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  AFFILIATE_API_TOKEN?: string;
  /** Shared with the affiliate network or registrar, which confirms or declines leads with it. */
  AFFILIATE_CALLBACK_SECRET?: string;
  /**
   * Web Push (RFC 8292 VAPID): the key pair push services know this server by, and the contact
   * they may write to (mailto: or https:). Without all three, no push alert is sent.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

export interface AppEnv {
  Bindings: Env & OptionalSecrets & GeneratorConfig;
  Variables: {
    db: Database;
    dbBackend: DatabaseBackend;
    rowsTally: RowsTally;
    /** Resolves the visitor's id on first call (see middleware/visitor.ts). */
    visitor: () => Promise<string>;
    /** Resolves whether this request brought no valid cookie, so its visitor is new. */
    visitorIsNew: () => Promise<boolean>;
  };
}
