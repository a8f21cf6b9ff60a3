import { termsIntro, termsMeta, termsSections } from '../content/terms.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';

export default function TermsPage() {
  usePageMeta(termsMeta);
  return (
    <>
      <PageIntro heading={termsIntro.heading} lead={termsIntro.lead} />
      <LongRead sections={termsSections} />
    </>
  );
}
