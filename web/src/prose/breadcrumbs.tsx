import { Link } from 'wouter';

export type Crumb = { href: string; label: string };

/** Where a content page sits under Resources; the current page ends the trail unlinked. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs p-0 text-sm text-base-content/80">
      <ul>
        {trail.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className="link link-hover">
              {label}
            </Link>
          </li>
        ))}
        {/* A long title wraps: daisyUI's trail would scroll it out of sight on a phone. */}
        <li aria-current="page" className="whitespace-normal">
          {current}
        </li>
      </ul>
    </nav>
  );
}
