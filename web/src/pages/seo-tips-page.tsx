import { seoTipsIntro, seoTipsMeta, seoTipsSections } from '../content/seo-tips.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';
import { resourcesTrail } from '../prose/trails.ts';

export default function SeoTipsPage() {
  usePageMeta(seoTipsMeta);
  return (
    <>
      <PageIntro heading={seoTipsIntro.heading} lead={seoTipsIntro.lead} trail={resourcesTrail} />
      <LongRead sections={seoTipsSections} />
    </>
  );
}
