import type { Section } from '../content/types.ts';
import { BlockView } from './block-view.tsx';

/** Long-form copy: each section an h2 with its anchor, then its blocks. */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          <div className="space-y-4">
            {section.blocks.map((block, index) => (
              // Blocks are fixed copy that never reorders, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <BlockView key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
