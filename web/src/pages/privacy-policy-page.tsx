import { privacyIntro, privacyMeta, privacySections } from '../content/privacy.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';

export default function PrivacyPage() {
  usePageMeta(privacyMeta);
  return (
    <>
      <PageIntro heading={privacyIntro.heading} lead={privacyIntro.lead} />
      <LongRead sections={privacySections} />
    </>
  );
}
