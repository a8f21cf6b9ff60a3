import { Clock } from 'lucide-react';
import type { BlogPost } from '../content/types.ts';
import { formatDate } from '../format/format-date.ts';

/** Topic, publication date and reading time of a blog post, on its card and its page. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/70">
      <span className="badge badge-ghost">{post.topic}</span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" size={14} />
        {post.readingMinutes} min read
      </span>
    </p>
  );
}
