import { Mail, MessagesSquare, Rss, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { productName } from '../site.ts';
import { BrandMark } from './brand-mark.tsx';
import { footerColumns } from './footer-links.ts';
import { PlaceholderLink } from './placeholder-link.tsx';

// Placeholders: no social accounts exist yet.
const socialLinks = [
  { label: 'Newsletter', icon: Mail },
  { label: 'Community', icon: MessagesSquare },
  { label: 'RSS feed', icon: Rss },
  { label: 'Share Domainary', icon: Share2 },
] as const;

/** The footer: link columns, social placeholders and the copyright with the current year. */
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
          <ul className="flex gap-2" aria-label="Social">
            {socialLinks.map(({ label, icon: Icon }) => (
              <li key={label}>
                <PlaceholderLink className="btn btn-ghost btn-square btn-sm">
                  <Icon aria-hidden="true" size={18} />
                  <span className="sr-only">{label}</span>
                </PlaceholderLink>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map(({ heading, links }) => (
          <nav key={heading} aria-label={heading}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{heading}</h2>
            <ul className="space-y-2 text-sm">
              {links.map(({ href, label }) => (
                <li key={label}>
                  {href === undefined ? (
                    <PlaceholderLink className="link link-hover">{label}</PlaceholderLink>
                  ) : (
                    <Link href={href} className="link link-hover">
                      {label}
                    </Link>
                  )}
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
