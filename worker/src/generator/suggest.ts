import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type {
  DomainSuggestion,
  GenerateDomainsResponse,
  GeneratorProvider,
} from '@domainary/schema/contracts/generator.ts';
import { fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import { registrationPrice } from '@domainary/schema/reference/extension-prices.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import { statusSource } from '../domains/index.ts';
import { estimated, estimateSources } from '../valuation/index.ts';
import type { Brief } from './brief.ts';
import type { ProviderChoice } from './config.ts';
import { explainIdea, factsOf } from './explain-idea.ts';
import { cleanModelIdeas, type ModelIdea } from './model-ideas.ts';
import { nameIdeasFor } from './name-ideas.ts';
import { ProviderFailure } from './providers/name-provider.ts';
import { byFit, diverseShortlist, generatorScore, type Ranked, rankIdeas, type ValueName } from './rank.ts';

export interface SuggestDeps extends ProviderChoice {
  availability: AvailabilityProvider;
  valueName: ValueName;
}

/** Ask a model for more names than needed: some will not survive cleaning. */
const MODEL_OVERSHOOT = 2;
/** Check availability for a few more built-in names than needed, to replace taken ones. */
const SHORTLIST_FACTOR = 3;

interface Pick {
  ranked: Ranked<{ label: string }>;
  provider: GeneratorProvider;
  explain: () => string;
}

async function askModel(brief: Brief, deps: SuggestDeps) {
  if (deps.misconfigured) {
    return { ideas: [], fallback: { from: deps.misconfigured, reason: 'not_configured' as const } };
  }
  if (!deps.provider) return { ideas: [], fallback: null };
  try {
    const ideas = cleanModelIdeas(await deps.provider.propose(brief, brief.count * MODEL_OVERSHOOT), brief);
    return {
      ideas,
      fallback: ideas.length === 0 ? { from: deps.provider.id, reason: 'too_few_names' as const } : null,
    };
  } catch (err) {
    if (!(err instanceof ProviderFailure)) throw err;
    console.warn(`generator provider ${deps.provider.id} failed (${err.reason}): ${err.message}`);
    return { ideas: [], fallback: { from: deps.provider.id, reason: err.reason } };
  }
}

function modelPicks(ideas: readonly ModelIdea[], brief: Brief, deps: SuggestDeps): Pick[] {
  const provider = deps.provider?.id ?? 'builtin';
  return ideas
    .map((idea) => {
      const valuation = deps.valueName(idea.label, brief.extension);
      const score = generatorScore(valuation);
      return { idea: idea, valuation, score, fit: score };
    })
    .sort(byFit)
    .map((ranked) => ({
      ranked,
      provider,
      explain: () =>
        ranked.idea.reason ??
        `Proposed by the language model for "${brief.keyword}". ${factsOf(ranked.idea.label, ranked.valuation)}`,
    }));
}

function builtinPicks(brief: Brief, needed: number, exclude: ReadonlySet<string>, deps: SuggestDeps): Pick[] {
  if (needed <= 0) return [];
  const ideas = nameIdeasFor(brief).filter((c) => !exclude.has(c.label));
  const ranked = rankIdeas(ideas, brief.extension, deps.valueName, brief.tone !== null);
  // A name the engine gives no number (one the market rarely trades) is suggested only when
  // too few others are left to fill the list.
  const valued = ranked.filter((r) => r.valuation.estimatedValue !== null);
  const pool = valued.length >= needed ? valued : ranked;
  return diverseShortlist(pool, needed * SHORTLIST_FACTOR, needed).map((r) => ({
    ranked: r,
    provider: 'builtin' as const,
    explain: () => explainIdea(r.idea, brief, r.valuation),
  }));
}

/**
 * The generator end to end: the configured model's names (when there is one and it
 * answers), topped up or replaced by the built-in generator, every name scored by the
 * valuation engine and checked for availability in one batch. Names known to be
 * registered only fill the list when nothing else is left.
 */
export async function suggestDomains(brief: Brief, deps: SuggestDeps): Promise<GenerateDomainsResponse> {
  const { ideas, fallback } = await askModel(brief, deps);
  const fromModel = modelPicks(ideas, brief, deps);
  const taken = new Set(fromModel.map((p) => p.ranked.idea.label));
  const pool = [...fromModel, ...builtinPicks(brief, brief.count - fromModel.length, taken, deps)];

  const names = pool.map((p) => ({ label: p.ranked.idea.label, extension: brief.extension }));
  const availability = await deps.availability.check(names);
  const statusOf = (p: Pick): Availability =>
    availability.get(fqdnOf({ label: p.ranked.idea.label, extension: brief.extension })) ??
    deps.availability.unanswered;
  const open = pool.filter((p) => statusOf(p).status !== 'registered');
  const registered = pool.filter((p) => statusOf(p).status === 'registered');

  const { estimatedValue, scores } = estimateSources();
  const suggestions: DomainSuggestion[] = [...open, ...registered]
    .slice(0, brief.count)
    .sort((a, b) => b.ranked.score - a.ranked.score || a.ranked.idea.label.localeCompare(b.ranked.idea.label))
    .map((p) => ({
      name: p.ranked.idea.label,
      extension: brief.extension,
      score: p.ranked.score,
      explanation: p.explain(),
      estimatedValue: p.ranked.valuation.estimatedValue,
      valueRange: p.ranked.valuation.valueRange,
      headlineChannel: p.ranked.valuation.headlineChannel,
      saleChance: p.ranked.valuation.saleChance,
      registrationCost: registrationPrice(brief.extension),
      availability: statusOf(p),
      provider: p.provider,
      sources: {
        status: statusSource(statusOf(p)),
        estimatedValue,
        scores,
        registrationCost: estimated('extension-list-price'),
      },
    }));
  return { suggestions, fallback };
}
