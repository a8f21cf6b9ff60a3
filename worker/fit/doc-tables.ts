/**
 * The measured tables of docs/valuation.md, rendered from the fit's report
 * (`schema/src/reference/valuation-accuracy.json`). Each table sits between
 * `<!-- generated:NAME -->` and `<!-- end generated -->` in the page; `npm run fit` rewrites
 * them, and a test fails when the page and the report disagree, so no figure is copied by hand.
 */

type Channel = 'auction' | 'marketplace' | 'brokerage';
const channelRows: [Channel, string][] = [
  ['marketplace', 'retail value (marketplace)'],
  ['auction', 'auction value'],
  ['brokerage', 'brokered deal value'],
];

interface Measured {
  sales: number;
  pairwiseRankScore: number;
  spearman: number;
  medianBiasLog10: number;
  interval80Coverage: number;
  interval80MedianWidthRatio: number;
}
type ChannelPairs = Record<Channel, number>;

/** The parts of the report the tables read. */
export interface AccuracyReport {
  overall: Measured;
  perChannel: Record<Channel, Measured>;
  outOfTime: {
    trainedThrough: number;
    testedYears: number[];
    overall: Measured;
    perChannel: Record<Channel, Measured>;
  };
  ablation: { family: string; withinChannelPairs: ChannelPairs }[];
  ordering: {
    learningCurve: { share: number; trainingSales: number; withinChannelPairs: ChannelPairs }[];
    noiseCeiling: Record<Channel, { names: number; earlierSalePairs: number; modelPairs: number }>;
    salesHistory: { withinChannelPairsAfter: ChannelPairs };
  };
}

const count = (n: number) => n.toLocaleString('en-US');
const fixed = (n: number, digits: number) => n.toFixed(digits);
const signed = (n: number) => `${n >= 0 ? '+' : '-'}${Math.abs(n).toFixed(3)}`;

/** A markdown table laid out as the formatter lays it out: the first column left, the rest right. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const pad = (cell: string, i: number) =>
    i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`));
  return [line(head), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

function heldOut(report: AccuracyReport): string {
  const row = (label: string, m: Measured) => [
    label,
    count(m.sales),
    fixed(m.pairwiseRankScore, 4),
    fixed(m.spearman, 4),
    fixed(m.interval80Coverage, 4),
    `${fixed(m.interval80MedianWidthRatio, 1)}x`,
    signed(m.medianBiasLog10),
  ];
  return table(
    [
      'held-out',
      'sales',
      'pairs in right order',
      'Spearman',
      'in 80% range',
      'median range width',
      'median bias (log10)',
    ],
    [
      ...channelRows.map(([c, label]) => row(label, report.perChannel[c])),
      row("every sale at its channel's value", report.overall),
    ],
  );
}

function outOfTime(report: AccuracyReport): string {
  const { outOfTime: o } = report;
  const years = `${o.testedYears[0]}-${o.testedYears[o.testedYears.length - 1]}`;
  const row = (label: string, m: Measured) => [
    label,
    count(m.sales),
    fixed(m.pairwiseRankScore, 4),
    fixed(m.interval80Coverage, 4),
    signed(m.medianBiasLog10),
  ];
  return table(
    [`held-out ${years}`, 'sales', 'pairs in right order', 'in 80% range', 'median bias (log10)'],
    [
      ...channelRows.map(([c, label]) => row(label, o.perChannel[c])),
      row("every sale at its channel's value", o.overall),
    ],
  );
}

const pairs = (p: ChannelPairs) => [fixed(p.auction, 4), fixed(p.marketplace, 4), fixed(p.brokerage, 4)];

function ablation(report: AccuracyReport): string {
  return table(
    ['added', 'auction', 'marketplace', 'brokerage'],
    report.ablation.map((a) => [a.family, ...pairs(a.withinChannelPairs)]),
  );
}

function ceiling(report: AccuracyReport): string {
  const { learningCurve, noiseCeiling, salesHistory } = report.ordering;
  const curve = learningCurve.map((step, i) => [
    `${Math.round(step.share * 100)}%${i === 0 ? ' of the sales' : ''} (${count(step.trainingSales)} per fold)`,
    ...pairs(step.withinChannelPairs),
  ]);
  const ceilingPairs = (key: 'earlierSalePairs' | 'modelPairs') => ({
    auction: noiseCeiling.auction[key],
    marketplace: noiseCeiling.marketplace[key],
    brokerage: noiseCeiling.brokerage[key],
  });
  return table(
    ['learning from', 'auction', 'marketplace', 'brokerage'],
    [
      ...curve,
      ["100% with the sales' own history", ...pairs(salesHistory.withinChannelPairsAfter)],
      [
        "noise ceiling: a name's earlier sale ordering its later one",
        ...pairs(ceilingPairs('earlierSalePairs')),
      ],
      ['the model on those same later sales', ...pairs(ceilingPairs('modelPairs'))],
    ],
  );
}

/** Each generated table of docs/valuation.md by its marker name. */
export function accuracyTables(report: AccuracyReport): Map<string, string> {
  return new Map([
    ['held-out', heldOut(report)],
    ['out-of-time', outOfTime(report)],
    ['ablation', ablation(report)],
    ['ceiling', ceiling(report)],
  ]);
}

const block = /<!-- generated:([a-z-]+) -->\n[\s\S]*?<!-- end generated -->/g;

/** The page with every generated block rendered anew; a marker with no table is an error. */
export function withTables(page: string, tables: Map<string, string>): string {
  return page.replace(block, (_, name: string) => {
    const rendered = tables.get(name);
    if (rendered === undefined) throw new Error(`docs: no generated table named ${name}`);
    return `<!-- generated:${name} -->\n${rendered}\n<!-- end generated -->`;
  });
}
