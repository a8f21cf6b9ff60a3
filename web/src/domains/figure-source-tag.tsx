import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import { estimateMethods } from '@domainary/schema/reference/estimate-methods.ts';
import { formatDate } from '../format/format-date.ts';

/** What a figure's source is called on screen, and the longer account a hover or a screen reader gets. */
function sourceWords(source: FigureSource): { short: string; long: string } {
  switch (source.kind) {
    case 'registry':
      return {
        short: `registry, ${formatDate(source.checkedAt)}`,
        long: `From the registry (${source.via.toUpperCase()}), checked ${formatDate(source.checkedAt)}`,
      };
    case 'reported-sale':
      return { short: 'reported sales', long: 'From reported domain sales' };
    case 'estimate':
      return {
        short: 'estimate',
        long: `Estimate by Domainary's ${estimateMethods[source.method].name}`,
      };
    case 'sample':
      return { short: 'sample', long: 'Sample data generated for this demo, not a fact about the name' };
    case 'imported':
      return { short: 'imported', long: `Imported by the operator (${source.from})` };
    case 'unknown':
      return { short: 'unknown', long: `Unknown: ${source.reason}` };
  }
}

/** A small tag after a figure saying where it came from. */
export function FigureSourceTag({ source }: { source: FigureSource }) {
  const { short, long } = sourceWords(source);
  return (
    <span
      className="ml-2 badge badge-ghost badge-xs align-middle text-base-content/70"
      data-source-kind={source.kind}
      title={long}
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">({long})</span>
    </span>
  );
}
