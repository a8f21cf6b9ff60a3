/** Public affiliate settings baked into the bundle at build time (web/build/affiliate-public-env.ts). */
interface ImportMetaEnv {
  readonly VITE_AFFILIATE_CLICK_PARAM?: string;
  readonly VITE_AFFILIATE_TAG_URL?: string;
  readonly VITE_AFFILIATE_TAG_CONTAINER_ID?: string;
  readonly VITE_AFFILIATE_CID?: string;
  readonly VITE_AFFILIATE_ACTION_TRACKER_ID?: string;
  readonly VITE_AFFILIATE_PUBLISHER_ID?: string;
  readonly VITE_AFFILIATE_REPORTED_STATUS?: string;
}
