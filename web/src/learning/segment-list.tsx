import type { ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import { segmentTypeMeta } from './segment-meta.ts';

/** 'Module Content': segments in order, each with type icon, title, type and Required/Optional. */
export function SegmentList({
  segments,
  selectedId,
  onSelect,
}: {
  segments: readonly ModuleSegment[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-labelledby="module-content-heading" className="rounded-box border border-base-300 bg-base-100">
      <h2 id="module-content-heading" className="border-b border-base-300 px-4 py-3 font-semibold">
        Module Content
      </h2>
      <ol className="max-h-[28rem] overflow-y-auto p-2">
        {segments.map((segment) => {
          const { label, icon: Icon } = segmentTypeMeta[segment.type];
          const requirement = segment.isRequired ? 'Required' : 'Optional';
          const selected = segment.id === selectedId;
          return (
            <li key={segment.id}>
              <button
                type="button"
                aria-current={selected ? 'step' : undefined}
                className={`flex w-full items-start gap-3 rounded-field px-3 py-2 text-left hover:bg-base-200 ${
                  selected ? 'bg-primary/10 font-semibold' : ''
                }`}
                onClick={() => onSelect(segment.id)}
              >
                <span className="tooltip tooltip-right mt-0.5" data-tip={requirement}>
                  <Icon
                    aria-hidden="true"
                    size={18}
                    className={segment.isRequired ? 'text-primary' : 'text-base-content/50'}
                  />
                </span>
                <span className="flex-1">
                  <span className="block text-sm">{segment.title}</span>
                  <span className="block text-xs font-normal text-base-content/70">
                    {label}
                    <span className="sr-only">, {requirement}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
