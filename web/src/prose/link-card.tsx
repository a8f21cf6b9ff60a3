import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

/** A card whose whole surface follows one link: title, description and a call to action. */
export function LinkCard({
  icon: Icon,
  title,
  description,
  href,
  cta,
  headingLevel: Heading = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
  cta: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="card relative border border-base-300 bg-base-100 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="card-body gap-3">
        <Icon aria-hidden="true" size={28} className="text-primary" />
        <Heading className="card-title text-lg">{title}</Heading>
        <p className="text-sm leading-relaxed text-base-content/80">{description}</p>
        <Link
          href={href}
          aria-label={`${cta}: ${title}`}
          className="link link-primary mt-auto inline-flex items-center gap-1 text-sm font-medium after:absolute after:inset-0"
        >
          {cta}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}
