import { generateDomainsResponseSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, inject, it } from 'vitest';
import { cleanModelReason } from '../../src/generator/model-reason.ts';
import { generate } from '../support/generator.ts';

const fake = inject('fakeAiOrigin');

describe('model-written reasons', () => {
  it('reach the visitor without web addresses and never with an offensive word', async () => {
    const res = await generate(
      { keyword: 'brew', industry: 'food', count: 5, extension: 'com' },
      {
        vars: {
          AI_BASE_URL: `${fake}/hostile-reasons/run-${crypto.randomUUID().slice(0, 8)}/v1/`,
          AI_MODEL: 'test-model',
          AI_TIMEOUT_MS: '2000',
        },
      },
    );
    expect(res.status).toBe(200);
    const body = generateDomainsResponseSchema.parse(await res.json());
    const explanation = (name: string) => body.suggestions.find((s) => s.name === name)?.explanation;

    expect(explanation('brewhaven')).toBe('Order now at for the best brew.');
    expect(explanation('brewtopia')).toBe('A brewing utopia, see today.');
    // Profane: the model's reason is dropped and the engine explains the name instead.
    expect(explanation('kettlebrew')).toMatch(/^Proposed by the language model for "brew"\./);
    // Nothing left worth showing once the address is gone.
    expect(explanation('brewly')).toMatch(/^Proposed by the language model for "brew"\./);
    const shown = body.suggestions.map((s) => s.explanation).join('\n');
    expect(shown).not.toMatch(/evil\.example|https?:|javascript:|www\./i);
    expect(shown).not.toMatch(/\b(shit|damn)\b/i);
  });

  it.each([
    [
      'keeps an ordinary reason as written',
      'A haven for people who love a good brew.',
      'A haven for people who love a good brew.',
    ],
    ['cuts a bare address with a scheme', 'Short and sweet: http://x.example', 'Short and sweet:'],
    ['drops a reason with a profane word in capitals', 'A FUCKING great name for coffee', null],
    [
      'keeps a word that merely contains a profane one',
      'A classic name for a coffee class',
      'A classic name for a coffee class',
    ],
  ])('%s', (_, reason, expected) => {
    expect(cleanModelReason(reason)).toBe(expected);
  });
});
