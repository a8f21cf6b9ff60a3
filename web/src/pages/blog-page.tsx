import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { blogArticlePath, blogIntro, blogMeta, blogPosts } from '../content/blog/posts.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { PageIntro } from '../prose/page-intro.tsx';
import { PostMeta } from '../prose/post-meta.tsx';
import { resourcesTrail } from '../prose/trails.ts';

export default function BlogPage() {
  usePageMeta(blogMeta);
  return (
    <>
      <PageIntro heading={blogIntro.heading} lead={blogIntro.lead} trail={resourcesTrail} />
      <ul className="grid gap-6 md:grid-cols-2">
        {blogPosts.map((post) => (
          <li key={post.slug}>
            <article className="card relative h-full border border-base-300 bg-base-100 transition-shadow focus-within:shadow-md hover:shadow-md">
              <div className="card-body gap-3">
                <PostMeta post={post} />
                <h2 className="card-title text-xl">{post.title}</h2>
                <p className="leading-relaxed text-base-content/80">{post.excerpt}</p>
                <Link
                  href={blogArticlePath(post.slug)}
                  aria-label={`Read article: ${post.title}`}
                  className="link link-primary mt-auto inline-flex items-center gap-1 font-medium after:absolute after:inset-0"
                >
                  Read article
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
