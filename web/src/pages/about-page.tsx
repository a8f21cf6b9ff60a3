import { Briefcase, Building2, Check, Megaphone, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import {
  type AudienceIcon,
  aboutIntro,
  aboutMeta,
  audiences,
  differentiators,
  keyFacts,
  mission,
  sampleData,
  story,
} from '../content/about.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { PageIntro } from '../prose/page-intro.tsx';

const audienceIcons: Record<AudienceIcon, typeof Rocket> = {
  founders: Rocket,
  agencies: Megaphone,
  investors: Briefcase,
  businesses: Building2,
};

function TextSection({
  id,
  heading,
  paragraphs,
}: {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="max-w-3xl scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className="leading-relaxed">
          {text}
        </p>
      ))}
    </section>
  );
}

export default function AboutPage() {
  usePageMeta(aboutMeta);
  return (
    <div className="space-y-16">
      <PageIntro heading={aboutIntro.heading} lead={aboutIntro.lead} />

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {keyFacts.map(({ value, label }) => (
          <div key={label} className="rounded-box bg-base-200 p-5">
            <dt className="text-sm text-base-content/80">{label}</dt>
            <dd className="text-3xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>

      <TextSection id="mission" {...mission} />

      <section aria-labelledby="differentiators-heading" className="space-y-6">
        <h2 id="differentiators-heading" className="text-2xl font-semibold tracking-tight">
          {differentiators.heading}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {differentiators.items.map(({ title, text }) => (
            <li key={title} className="flex gap-3 rounded-box border border-base-300 p-5">
              <Check aria-hidden="true" size={20} className="mt-1 shrink-0 text-success" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-base-content/80">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <TextSection id="story" {...story} />

      <section aria-labelledby="audiences-heading" className="space-y-6">
        <h2 id="audiences-heading" className="text-2xl font-semibold tracking-tight">
          {audiences.heading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.items.map(({ title, icon, text }, index) => {
            const Icon = audienceIcons[icon];
            return (
              <section
                key={title}
                aria-labelledby={`audience-${index}`}
                className="rounded-box bg-base-200 p-5"
              >
                <Icon aria-hidden="true" size={24} className="text-primary" />
                <h3 id={`audience-${index}`} className="mt-3 font-semibold">
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-base-content/80">{text}</p>
              </section>
            );
          })}
        </div>
      </section>

      <TextSection id="sample-data" {...sampleData} />

      <section className="rounded-box bg-primary p-8 text-primary-content">
        <h2 className="text-2xl font-semibold">Find your next domain</h2>
        <p className="mt-2 max-w-2xl opacity-90">
          Search any keyword to see availability, estimated values and scores across extensions.
        </p>
        <Link href="/find-domains" className="btn mt-6">
          Start searching
        </Link>
      </section>
    </div>
  );
}
