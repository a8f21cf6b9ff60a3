/**
 * `node worker/bench/valuation-digest.ts [--out file]`: one SHA-256 over everything the engine
 * answers for a few thousand names (every fourth real sold name, and made-up two-word names):
 * the valuation with every channel, its scores and explanation, the simulator's own factors,
 * five comparable sales, the word frequency of every run of letters in the names, and the
 * generator's word lists. Run it before and after a change
 * that should only make the engine faster or smaller: equal digests mean equal answers.
 * --out writes the answers as JSON lines, to diff when the digests differ.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSales } from '../fit/sales.ts';
import { positiveModifiers, zipfOf } from '../src/generator/word-data.ts';
import { comparableSales, ownFactors, valueName } from '../src/valuation/engine/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });

const sold = loadSales(path.join(root, 'schema/data/sales.csv'))
  .map((s) => [s.label, s.extension] as const)
  .filter((_, i) => i % 4 === 0);
const parts = [...new Set(sold.flatMap(([label]) => (label.length <= 6 ? [label] : [])))].slice(0, 60);
const extensions = ['com', 'io', 'net', 'ai', 'co', 'org', 'app', 'de'];
const madeUp = parts.flatMap((a, i) =>
  parts
    .slice(i, i + 30)
    .map((b, j) => [`${a}${b}`, extensions[(i + j) % extensions.length] as string] as const),
);
const names = [...sold, ...madeUp];

const hash = createHash('sha256');
const lines: string[] = [];
const add = (line: string) => {
  hash.update(line);
  hash.update('\n');
  if (values.out) lines.push(line);
};
add(JSON.stringify({ positiveModifiers: positiveModifiers() }));
for (const [label, extension] of names) {
  const v = valueName(label, extension);
  add(
    JSON.stringify({
      ...v,
      channels: v.channels,
      explanation: v.explanation,
      factors: ownFactors(label, extension),
      comparables: comparableSales(v.features, v.channelValues, 5),
    }),
  );
  const zipfs: number[] = [];
  for (let i = 0; i < label.length; i++) {
    for (let end = i + 1; end <= label.length; end++) zipfs.push(zipfOf(label.slice(i, end)));
  }
  add(zipfs.join(','));
}
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
console.log(`${names.length} names: sha256 ${hash.digest('hex')}`);
