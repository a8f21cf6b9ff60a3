import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

/** The top of every content page: where it sits, its one h1 and a lead paragraph. */
export function PageIntro({
  heading,
  lead,
  trail,
  children,
}: {
  heading: string;
  lead: string;
  trail?: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="mb-10 max-w-3xl space-y-4">
      {trail && <Breadcrumbs trail={trail} current={heading} />}
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
      <p className="text-lg text-base-content/80 text-pretty">{lead}</p>
      {children}
    </header>
  );
}
