import { Link, type RouteComponentProps } from 'wouter';
import { AffiliateBanner } from '../affiliate/affiliate-banner.tsx';
import { blogArticle } from '../content/blog/articles.ts';
import { blogArticlePath, blogPostMeta, blogPosts } from '../content/blog/posts.ts';
import type { BlogArticle } from '../content/types.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LongRead } from '../prose/long-read.tsx';
import { PageIntro } from '../prose/page-intro.tsx';
import { PostMeta } from '../prose/post-meta.tsx';
import { blogTrail } from '../prose/trails.ts';
import NotFoundPage from './not-found-page.tsx';

function MoreArticles({ current }: { current: string }) {
  const others = blogPosts.filter((post) => post.slug !== current).slice(0, 3);
  return (
    <nav aria-labelledby="more-articles-heading" className="rounded-box border border-base-300 p-5">
      <h2 id="more-articles-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide">
        More articles
      </h2>
      <ul className="space-y-3 text-sm">
        {others.map((post) => (
          <li key={post.slug}>
            <Link href={blogArticlePath(post.slug)} className="link link-hover">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Article({ article }: { article: BlogArticle }) {
  usePageMeta(blogPostMeta(article));
  return (
    <>
      <PageIntro heading={article.title} lead={article.excerpt} trail={blogTrail}>
        <PostMeta post={article} />
      </PageIntro>
      <LongRead sections={article.sections} aside={<MoreArticles current={article.slug} />} />
      <AffiliateBanner slot={1} className="mt-12" />
    </>
  );
}

/** /resources/blog/{slug}: one of the eight articles in full, or the not-found screen. */
export default function BlogArticlePage({ params }: RouteComponentProps) {
  const article = blogArticle(params.slug ?? '');
  return article ? <Article article={article} /> : <NotFoundPage />;
}
