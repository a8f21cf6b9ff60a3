import { contactIntro, contactMeta, contactSections } from '../content/contact.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';

export default function ContactPage() {
  usePageMeta(contactMeta);
  return (
    <>
      <PageIntro heading={contactIntro.heading} lead={contactIntro.lead} />
      <LongRead sections={contactSections} />
    </>
  );
}
