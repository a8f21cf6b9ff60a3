import { ExternalLink, Globe, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { registrarLink, sponsoredRel } from './offer-links.ts';
import { registrarOffer, vpnOffer } from './settings.ts';

function PromotionCard({
  icon,
  sponsor,
  headline,
  pitch,
  href,
  cta,
}: {
  icon: ReactNode;
  sponsor: string;
  headline: string;
  pitch: string;
  href: string;
  cta: string;
}) {
  return (
    <article className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <p className="text-xs font-medium uppercase tracking-wide text-base-content/70">
          Partner · {sponsor}
        </p>
        <h3 className="card-title text-lg">
          {icon}
          {headline}
        </h3>
        <p className="text-sm text-base-content/80">{pitch}</p>
        <div className="card-actions">
          <a href={href} target="_blank" rel={sponsoredRel} className="btn btn-outline btn-primary btn-sm">
            {cta}
            <ExternalLink aria-hidden="true" size={14} />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}

/** The affiliate promotions (registrar, VPN), for the home page and content pages. */
export function PartnerPromotions({ heading = 'Recommended partners' }: { heading?: string }) {
  return (
    <section aria-labelledby="partner-promotions-heading" className="space-y-4">
      <h2 id="partner-promotions-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-base-content/70">
        We earn a commission when you buy through these links. It never changes your price or our scores.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <PromotionCard
          icon={<Globe aria-hidden="true" size={20} className="text-primary" />}
          sponsor={registrarOffer.name}
          headline={`Register with ${registrarOffer.name}`}
          pitch={registrarOffer.pitch}
          href={registrarLink()}
          cta="Find a domain"
        />
        <PromotionCard
          icon={<ShieldCheck aria-hidden="true" size={20} className="text-primary" />}
          sponsor={vpnOffer.name}
          headline={vpnOffer.headline}
          pitch={vpnOffer.pitch}
          href={vpnOffer.url}
          cta={vpnOffer.cta}
        />
      </div>
    </section>
  );
}
