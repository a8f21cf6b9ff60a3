import type { Section } from '../content/types.ts';

/** "On this page": in-page links to each section of a long guide. */
export function ContentsNav({ sections }: { sections: readonly Section[] }) {
  return (
    <nav aria-labelledby="contents-heading" className="rounded-box bg-base-200 p-5">
      <h2 id="contents-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide">
        On this page
      </h2>
      <ol className="space-y-2 text-sm">
        {sections.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`} className="link link-hover">
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
