import { Link } from 'wouter';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';

/** Any path without a screen: '404 Page Not Found'. */
export default function NotFoundPage() {
  usePageMeta({
    title: `Page Not Found - ${productName}`,
    description: 'The page you asked for does not exist on Domainary.',
  });
  return (
    <section className="mx-auto max-w-xl py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-base-content/80">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="btn btn-primary mt-8">
        Back to domain search
      </Link>
    </section>
  );
}
