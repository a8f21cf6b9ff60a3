import { clickIdPattern } from '@domainary/schema/contracts/conversion-rules.ts';

export type LandingClick = { clickId: string } | { refused: string };

/**
 * The click id an affiliate landing URL carried: the URL must be a page of this site and hold
 * the network's click parameter (its name in any case, as the network writes it) exactly
 * once, with a click id as its value. Anything else is not a landing the site can stand
 * behind, and records nothing.
 */
export function clickOfLanding(
  landingUrl: string,
  site: { origin: string; clickParam: string },
): LandingClick {
  let url: URL;
  try {
    url = new URL(landingUrl);
  } catch {
    return { refused: 'is not a URL' };
  }
  if (url.origin !== new URL(site.origin).origin) return { refused: 'is not a page of this site' };
  const wanted = site.clickParam.toLowerCase();
  const values = [...url.searchParams].filter(([name]) => name.toLowerCase() === wanted).map(([, v]) => v);
  if (wanted === '' || values.length === 0) return { refused: 'carries no affiliate click id' };
  if (values.length > 1) return { refused: 'carries more than one affiliate click id' };
  const [clickId = ''] = values;
  if (!clickIdPattern.test(clickId)) return { refused: 'carries a click id that is not a click-event id' };
  return { clickId };
}
