import { Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import type { Block } from '../content/types.ts';

/** One block of page copy: a paragraph, a list or a callout that points at a tool. */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-relaxed text-pretty">{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? (
        <ol className="list-decimal space-y-2 pl-6 leading-relaxed">{items}</ol>
      ) : (
        <ul className="list-disc space-y-2 pl-6 leading-relaxed">{items}</ul>
      );
    }
    case 'callout':
      return (
        <aside className="flex gap-3 rounded-box border border-primary/20 bg-primary/5 p-4">
          <Lightbulb aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary" />
          <div className="space-y-1">
            <p className="font-semibold">{block.title}</p>
            <p className="text-sm text-base-content/80">{block.text}</p>
            {block.link && (
              <Link href={block.link.href} className="link link-primary text-sm font-medium">
                {block.link.label}
              </Link>
            )}
          </div>
        </aside>
      );
  }
}
