/** The stored domains as other features show them: a domain record, a name nobody lists, the engine's figures, reported sales of rows, and the lookalike check. */
export { unlistedCandidate } from './domain-candidates.ts';
export { toDomain } from './domain-record.ts';
export { engineFiguresOf } from './engine-figures.ts';
export { lookalikeOf } from './lookalike-name.ts';
export { statusSource } from './registry-fact-sources.ts';
export { reportedSalesOfRows } from './stored-domains.ts';
