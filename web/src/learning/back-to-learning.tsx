import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

/** The link back to the academy's module list, at the top of every module screen. */
export function BackToLearning() {
  return (
    <Link href="/learning" className="btn btn-ghost btn-sm gap-2">
      <ArrowLeft aria-hidden="true" size={16} />
      Back to Learning
    </Link>
  );
}
