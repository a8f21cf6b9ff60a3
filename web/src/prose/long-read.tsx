import type { ReactNode } from 'react';
import type { Section } from '../content/types.ts';
import { ContentsNav } from './contents-nav.tsx';
import { SectionList } from './section-list.tsx';

/** A guide or article: the copy in a readable column, the contents beside it on wide screens. */
export function LongRead({ sections, aside }: { sections: readonly Section[]; aside?: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {/* First in reading order so phones see the contents before the copy. */}
      <div className="space-y-6 lg:sticky lg:top-24 lg:order-last lg:self-start">
        <ContentsNav sections={sections} />
        {aside}
      </div>
      <article className="max-w-3xl">
        <SectionList sections={sections} />
      </article>
    </div>
  );
}
