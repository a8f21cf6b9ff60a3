import { BookOpen, GraduationCap, LifeBuoy, type LucideIcon, Newspaper, Search, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import {
  helpBox,
  type ResourceCard,
  resourceCards,
  resourcesIntro,
  resourcesMeta,
} from '../content/resources.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LinkCard } from '../prose/link-card.tsx';
import { PageIntro } from '../prose/page-intro.tsx';

const icons: Record<ResourceCard['icon'], LucideIcon> = {
  guide: BookOpen,
  seo: Search,
  blog: Newspaper,
  tools: Wrench,
  academy: GraduationCap,
};

export default function ResourcesPage() {
  usePageMeta(resourcesMeta);
  return (
    <div className="space-y-12">
      <PageIntro heading={resourcesIntro.heading} lead={resourcesIntro.lead} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {resourceCards.map((card) => (
          <LinkCard key={card.href} {...card} icon={icons[card.icon]} />
        ))}
      </div>
      <section
        aria-labelledby="help-heading"
        className="flex flex-col gap-4 rounded-box bg-base-200 p-6 sm:flex-row sm:items-start"
      >
        <LifeBuoy aria-hidden="true" size={32} className="shrink-0 text-primary" />
        <div className="space-y-3">
          <h2 id="help-heading" className="text-xl font-semibold">
            {helpBox.heading}
          </h2>
          <p className="max-w-2xl leading-relaxed text-base-content/80">{helpBox.text}</p>
          <div className="flex flex-wrap gap-3">
            {helpBox.links.map(({ href, label }, index) => (
              <Link
                key={href}
                href={href}
                className={`btn btn-sm ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
              >
                {label}
              </Link>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
