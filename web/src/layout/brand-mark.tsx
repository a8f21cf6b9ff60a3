import { Link } from 'wouter';
import { productName } from '../site.ts';

/** The product mark and name, linking home; used in the header and the footer. */
export function BrandMark() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M10 8h6.5a8 8 0 0 1 0 16H10z"
          fill="none"
          className="stroke-primary-content"
          strokeWidth="3"
        />
        <circle cx="22.5" cy="22.5" r="2.5" className="fill-warning" />
      </svg>
      <span>{productName}</span>
    </Link>
  );
}
