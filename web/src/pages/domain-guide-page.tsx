import { domainGuideIntro, domainGuideMeta, domainGuideSections } from '../content/domain-guide.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';
import { resourcesTrail } from '../prose/trails.ts';

export default function DomainGuidePage() {
  usePageMeta(domainGuideMeta);
  return (
    <>
      <PageIntro heading={domainGuideIntro.heading} lead={domainGuideIntro.lead} trail={resourcesTrail} />
      <LongRead sections={domainGuideSections} />
    </>
  );
}
