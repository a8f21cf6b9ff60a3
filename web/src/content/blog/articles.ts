import type { BlogArticle, Section } from '../types.ts';
import { buyingADomainThatIsTaken } from './buying-a-domain-that-is-taken.ts';
import { choosingADomainExtension } from './choosing-a-domain-extension.ts';
import { domainInvestingForBeginners } from './domain-investing-for-beginners.ts';
import { domainsAndSeoWhatStillMatters } from './domains-and-seo-what-still-matters.ts';
import { howExpiringDomainsWork } from './how-expiring-domains-work.ts';
import { howToChooseADomainName } from './how-to-choose-a-domain-name.ts';
import { blogPosts } from './posts.ts';
import { protectingYourBrandOnline } from './protecting-your-brand-online.ts';
import { whatMakesADomainValuable } from './what-makes-a-domain-valuable.ts';

/** Full text by slug; kept apart from the list so the blog list page does not load every article. */
const sectionsBySlug: Readonly<Record<string, readonly Section[]>> = {
  'protecting-your-brand-online': protectingYourBrandOnline,
  'domains-and-seo-what-still-matters': domainsAndSeoWhatStillMatters,
  'buying-a-domain-that-is-taken': buyingADomainThatIsTaken,
  'domain-investing-for-beginners': domainInvestingForBeginners,
  'choosing-a-domain-extension': choosingADomainExtension,
  'how-expiring-domains-work': howExpiringDomainsWork,
  'what-makes-a-domain-valuable': whatMakesADomainValuable,
  'how-to-choose-a-domain-name': howToChooseADomainName,
};

/** The article at /resources/blog/{slug}, or undefined for a slug that is not published. */
export function blogArticle(slug: string): BlogArticle | undefined {
  const post = blogPosts.find((p) => p.slug === slug);
  const sections = Object.hasOwn(sectionsBySlug, slug) ? sectionsBySlug[slug] : undefined;
  return post && sections ? { ...post, sections } : undefined;
}
