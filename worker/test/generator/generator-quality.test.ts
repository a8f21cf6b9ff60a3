import {
  type GenerateDomainsRequest,
  generateDomainsResponseSchema,
} from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { breakWords } from '../../src/valuation/engine/word-break.ts';
import { generate } from '../support/generator.ts';

type Brief = Omit<GenerateDomainsRequest, 'keyword' | 'purpose'> & { purpose?: string };

/** Varied briefs: single words, phrases, accents, punctuation, digits, glued and camel-cased words. */
const briefs: Array<[string, Brief]> = [
  ['coffee', { industry: 'food', count: 10 }],
  ['green energy', { count: 10, extension: 'io', tone: 'modern' }],
  ['Café Crème!', { count: 8, purpose: 'A cozy coffee subscription for remote workers' }],
  ['finance', { industry: 'finance', count: 10, tone: 'trustworthy' }],
  ['yoga', { count: 5, tone: 'playful' }],
  ['AI legal assistant', { industry: 'legal', count: 10, extension: 'ai', tone: 'professional' }],
  ['pet grooming', { count: 10, tone: 'luxurious' }],
  ['x', { count: 10 }],
  ['web3', { industry: 'crypto', count: 8, extension: 'dev' }],
  ['24/7 plumbing', { count: 5, purpose: 'Emergency plumbers for homes and offices' }],
  ['CoffeeShop', { count: 10, extension: 'co' }],
  ['greenenergy', { count: 5, extension: 'net' }],
  ['Zürich travel', { industry: 'travel', count: 10, tone: 'friendly' }],
  ['naïve art', { industry: 'art', count: 5, tone: 'creative' }],
  ['São Paulo tacos', { industry: 'food', count: 8 }],
  ['bike repair', { industry: 'sports', count: 10, extension: 'app' }],
  ['dental care', { industry: 'health', count: 10, tone: 'trustworthy' }],
  ['kids coding', { industry: 'education', count: 10, tone: 'playful', extension: 'tech' }],
  ['vintage watches', { industry: 'fashion', count: 10, tone: 'luxurious' }],
  ['esports league', { industry: 'gaming', count: 8, tone: 'modern', extension: 'io' }],
  ['podcast', { industry: 'media', count: 10 }],
  ['real estate', { industry: 'realestate', count: 10, tone: 'professional' }],
  ['electric cars', { industry: 'automotive', count: 10, extension: 'com' }],
  ['bitcoin wallet', { industry: 'crypto', count: 5, tone: 'technical' }],
  ['book club', { industry: 'social', count: 8, tone: 'friendly', extension: 'org' }],
  ['cloud backup', { industry: 'tech', count: 10, tone: 'technical', extension: 'io' }],
  [
    'organic skincare',
    { industry: 'ecommerce', count: 10, purpose: 'Vegan creams and oils shipped in glass jars' },
  ],
  ['mortgage', { industry: 'finance', count: 3 }],
  [
    'wedding photography',
    { count: 10, tone: 'creative', purpose: 'Documentary-style photos of small weddings' },
  ],
  ['dog walking', { count: 5, tone: 'friendly', extension: 'app' }],
  ['solar', { industry: 'all', count: 10, tone: 'trustworthy' }],
  ['tutor', { industry: 'education', count: 3, extension: 'co' }],
  ['sushi', { industry: 'food', count: 10, tone: 'luxurious' }],
  ['hiking', { industry: 'travel', count: 10, tone: 'playful' }],
  ['cybersecurity', { industry: 'tech', count: 10, tone: 'trustworthy', extension: 'dev' }],
  ['garden design', { industry: 'art', count: 8, purpose: 'Small urban gardens and balcony planting' }],
  ['craft beer', { industry: 'food', count: 10, tone: 'creative' }],
  ['tax advice', { industry: 'finance', count: 5, tone: 'professional', extension: 'net' }],
  ['music lessons', { industry: 'education', count: 10, tone: 'friendly' }],
  ['fitness', { industry: 'health', count: 10, tone: 'modern', extension: 'app' }],
  ['e-commerce', { industry: 'ecommerce', count: 8 }],
  ['ROBOTICS', { industry: 'tech', count: 10, tone: 'technical' }],
  ['  lawn   care  ', { count: 5 }],
  ['meal prep', { industry: 'food', count: 10, purpose: 'Healthy weekly meals for busy families' }],
  ['chess', { industry: 'gaming', count: 10, tone: 'professional' }],
  ['news', { industry: 'media', count: 3, extension: 'org' }],
  ['house cleaning', { industry: 'realestate', count: 10, tone: 'friendly' }],
  ['car rental', { industry: 'automotive', count: 10, tone: 'modern', extension: 'co' }],
  ['nft art', { industry: 'crypto', count: 5, tone: 'creative', extension: 'io' }],
  ['dating', { industry: 'social', count: 10, tone: 'playful' }],
  ['bakery', { count: 10, tone: 'friendly', purpose: 'Sourdough bread and pastries baked every morning' }],
  ['translation', { count: 8, tone: 'professional', purpose: 'Legal and medical document translation' }],
  ['startup', { industry: 'all', count: 10, tone: 'modern', extension: 'ai' }],
  ['florist', { count: 10, tone: 'luxurious', extension: 'com' }],
  ['data', { industry: 'tech', count: 10, extension: 'io' }],
  ['Mom & Pop', { count: 5, tone: 'friendly' }],
  ['hello-world', { count: 3 }],
  ['kitesurfing lessons in Tarifa', { industry: 'sports', count: 10, tone: 'playful' }],
  [
    'accounting software for freelancers',
    { industry: 'finance', count: 10, tone: 'professional', extension: 'app' },
  ],
  ['tea', { industry: 'food', count: 10, purpose: 'Loose-leaf herbal blends delivered monthly' }],
];

const VALID_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The keyword's words as a reader sees them: accents folded, camel case and punctuation split. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The dictionary words inside glued keyword words, as the valuation engine reads them. */
function innerWords(words: readonly string[]): string[] {
  return words.flatMap((w) =>
    breakWords(w)
      .filter((t) => t.kind === 'word' && t.text.length >= 3)
      .map((t) => t.text),
  );
}

/**
 * About the brief when the name holds a keyword word, four letters in a row of the keyword
 * (glued words, clipped forms), a name that opens with the first three letters of a keyword
 * word or of a word inside one ("finus" for finance, "secdata" for cybersecurity), or a word
 * of the purpose.
 */
function isRelevant(name: string, keyword: string, purpose: string | undefined): boolean {
  const words = wordsOf(keyword);
  const joined = words.join('');
  if (words.some((w) => name.includes(w))) return true;
  for (let i = 0; i + 4 <= joined.length; i++) if (name.includes(joined.slice(i, i + 4))) return true;
  if ([...words, ...innerWords(words)].some((w) => w.length >= 3 && name.startsWith(w.slice(0, 3))))
    return true;
  return wordsOf(purpose ?? '').some((w) => w.length >= 4 && name.includes(w));
}

describe('built-in generator quality over varied briefs', () => {
  it(`covers at least 50 briefs (${briefs.length})`, () => {
    expect(briefs.length).toBeGreaterThanOrEqual(50);
  });

  for (const [keyword, brief] of briefs) {
    it(`"${keyword}" ${JSON.stringify(brief)}: valid, unique, relevant, scored, count met`, async () => {
      const res = await generate({ keyword, ...brief });
      expect(res.status).toBe(200);
      const { suggestions } = generateDomainsResponseSchema.parse(await res.json());
      expect(suggestions).toHaveLength(brief.count ?? 5);
      expect(new Set(suggestions.map((s) => s.name)).size).toBe(suggestions.length);
      for (const s of suggestions) {
        expect(s.name).toMatch(VALID_LABEL);
        expect(s.name.slice(2, 4)).not.toBe('--');
        expect(isRelevant(s.name, keyword, brief.purpose), `${s.name} is not about "${keyword}"`).toBe(true);
        expect(Number.isInteger(s.score) && s.score >= 0 && s.score <= 100).toBe(true);
        expect(s.estimatedValue).toBeGreaterThan(0);
        expect(s.explanation).not.toBe('');
        expect(s.extension).toBe(brief.extension ?? 'com');
      }
    });
  }
});
