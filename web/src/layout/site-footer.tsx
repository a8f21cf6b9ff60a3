import { Rss } from 'lucide-react';
import { Link } from 'wouter';
import { blogFeedPath } from '../content/blog/blog-feed.ts';
import { productName } from '../site.ts';
import { BrandMark } from './brand-mark.tsx';
import { footerColumns } from './footer-links.ts';

/** The footer: link columns, the blog's RSS feed and the copyright with the current year. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark />
          <p className="text-sm text-base-content/80">
            Domain-name intelligence for founders, agencies and investors: find, value and watch the names
            that matter.
          </p>
          {/* A plain anchor: the feed is a file the browser or a feed reader opens, not a screen of the app. */}
          <a href={blogFeedPath} className="link link-hover inline-flex items-center gap-2 text-sm">
            <Rss aria-hidden="true" size={16} />
            RSS feed
          </a>
        </div>
        {footerColumns.map(({ heading, links }) => (
          <nav key={heading} aria-label={heading}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{heading}</h2>
            <ul className="space-y-2 text-sm">
              {links.map(({ href, label }) => (
                <li key={label}>
                  <Link href={href} className="link link-hover">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-base-300 px-4 py-6 text-center text-sm text-base-content/80">
        © {new Date().getFullYear()} {productName}. All rights reserved.
      </p>
    </footer>
  );
}
