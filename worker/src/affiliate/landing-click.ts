import { clickIdPattern } from '@domainary/schema/contracts/conversion-rules.ts';
import { type Refusable, refuseField } from '../refusal.ts';

/** A landing refused is named by its field, `landingUrl`. */
const refusedLanding = (message: string) => refuseField({ in: 'json', name: 'landingUrl' }, message);

/**
 * The click id an affiliate landing URL carried: the URL must be a page of this site and hold
 * the network's click parameter (its name in any case, as the network writes it) exactly
 * once, with a click id as its value. Anything else is not a landing the site can stand
 * behind, and records nothing.
 */
export function clickOfLanding(
  landingUrl: string,
  site: { origin: string; clickParam: string },
): Refusable<{ clickId: string }> {
  let url: URL;
  try {
    url = new URL(landingUrl);
  } catch {
    return refusedLanding('is not a URL');
  }
  if (url.origin !== new URL(site.origin).origin) return refusedLanding('is not a page of this site');
  const wanted = site.clickParam.toLowerCase();
  const values = [...url.searchParams].filter(([name]) => name.toLowerCase() === wanted).map(([, v]) => v);
  if (wanted === '' || values.length === 0) return refusedLanding('carries no affiliate click id');
  if (values.length > 1) return refusedLanding('carries more than one affiliate click id');
  const [clickId = ''] = values;
  if (!clickIdPattern.test(clickId)) return refusedLanding('carries a click id that is not a click-event id');
  return { clickId };
}
