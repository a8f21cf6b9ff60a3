import { ExternalLink } from 'lucide-react';
import { bannerLink, sponsoredRel } from './offer-links.ts';
import { type BannerAd, bannerAds } from './settings.ts';

/**
 * A sponsored banner, labelled as an ad. Banners rotate by placement index rather than at
 * random so the server-rendered page and the hydrated one show the same banner.
 */
export function AffiliateBanner({ slot = 0, className = '' }: { slot?: number; className?: string }) {
  const banner = bannerAds[slot % bannerAds.length] as BannerAd;
  return (
    <aside
      aria-label={`Sponsored: ${banner.sponsor}`}
      className={`flex flex-col gap-4 rounded-box border border-base-300 bg-gradient-to-r from-primary/10 to-accent/10 p-5 sm:flex-row sm:items-center ${className}`}
    >
      <div className="flex-1 space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-base-content/70">
          Sponsored · {banner.sponsor}
        </p>
        <p className="text-lg font-semibold">{banner.headline}</p>
        <p className="text-sm text-base-content/80">{banner.body}</p>
      </div>
      <a href={bannerLink(banner)} target="_blank" rel={sponsoredRel} className="btn btn-primary shrink-0">
        {banner.cta}
        <ExternalLink aria-hidden="true" size={16} />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </aside>
  );
}
