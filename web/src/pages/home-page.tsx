import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { defaultDescription, defaultTitle } from '../site.ts';

/** Domain search (home). The search form, results and expiring strip are built in their own issue. */
export default function HomePage() {
  usePageMeta({ title: defaultTitle, description: defaultDescription, path: '/' });
  return (
    <section className="mx-auto max-w-3xl py-12 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Find the domain your idea deserves</h1>
      <p className="mt-4 text-lg text-base-content/80">
        Estimated values, SEO and brand scores, and market signals for every name you consider.
      </p>
    </section>
  );
}
