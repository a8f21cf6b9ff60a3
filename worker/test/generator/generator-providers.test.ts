import {
  type GenerateDomainsResponse,
  generateDomainsResponseSchema,
} from '@domainary/schema/contracts/index.ts';
import { describe, expect, inject, it } from 'vitest';
import type { RecordedChat } from '../support/fake-ai-server.ts';
import { generate } from '../support/generator.ts';

const fake = inject('fakeAiOrigin');
const apiKey = 'sk-test-generator-4d1e';
const request = { keyword: 'brew', industry: 'food', count: 5, extension: 'com', tone: 'friendly' };

/** A run name unique to one test, so its recorded model calls are its own. */
function newRun(): string {
  return `run-${crypto.randomUUID().slice(0, 8)}`;
}

async function generateWith(scenario: string, run = newRun(), vars: Record<string, unknown> = {}) {
  const res = await generate(request, {
    vars: {
      AI_BASE_URL: `${fake}/${scenario}/${run}/v1/`,
      AI_MODEL: 'test-model',
      AI_API_KEY: apiKey,
      AI_TIMEOUT_MS: '400',
      ...vars,
    },
  });
  expect(res.status).toBe(200);
  return generateDomainsResponseSchema.parse(await res.json());
}

async function recorded(run: string): Promise<RecordedChat[]> {
  return (await fetch(`${fake}/recorded/${run}`)).json();
}

function expectBuiltinAnswer(body: GenerateDomainsResponse) {
  expect(body.suggestions).toHaveLength(request.count);
  expect(body.suggestions.every((s) => s.provider === 'builtin')).toBe(true);
}

describe('generator with an OpenAI-compatible endpoint', () => {
  it('calls it with the model, the key and the brief, and keeps only clean, relevant names', async () => {
    const run = newRun();
    const body = await generateWith('good', run);
    expect(body.fallback).toBeNull();

    const calls = await recorded(run);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe(`Bearer ${apiKey}`);
    expect(calls[0]?.body.model).toBe('test-model');
    const prompt = calls[0]?.body.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('Keyword: brew');
    expect(prompt).toContain('Tone: friendly');
    expect(prompt).toContain('Give 10 different names.');

    const fromModel = body.suggestions.filter((s) => s.provider === 'openai-compatible').map((s) => s.name);
    // Extension cut, hyphen and spaces folded, duplicates, off-topic, too short and too long dropped.
    expect(fromModel.sort()).toEqual(['brewhaven', 'brewly', 'brewtopia', 'kettlebrewco']);
    // One name short of the count: the built-in generator fills the gap.
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions.filter((s) => s.provider === 'builtin')).toHaveLength(1);
  });

  it("shows the model's reason, or writes one when the model gave none", async () => {
    const body = await generateWith('good');
    const haven = body.suggestions.find((s) => s.name === 'brewhaven');
    expect(haven?.explanation).toBe('A haven for people who love a good brew.');
    const brewly = body.suggestions.find((s) => s.name === 'brewly');
    expect(brewly?.explanation).toMatch(/^Proposed by the language model for "brew"\. 6 letters/);
  });

  it('finds the JSON inside prose and code fences', async () => {
    const body = await generateWith('fenced');
    expect(body.fallback).toBeNull();
    const fromModel = body.suggestions.filter((s) => s.provider === 'openai-compatible').map((s) => s.name);
    expect(fromModel.sort()).toEqual(['brewhaven', 'brewtopia']);
  });

  const failures: Array<[string, string, string]> = [
    ['truncated JSON', 'malformed-json', 'malformed_answer'],
    ['prose with no JSON', 'prose-only', 'malformed_answer'],
    ['JSON of the wrong shape', 'wrong-shape', 'malformed_answer'],
    ['a completion with no choices', 'no-choices', 'malformed_answer'],
    ['an HTML page', 'not-json', 'malformed_answer'],
    ['a 500', 'http-500', 'upstream_error'],
    ['no answer before the timeout', 'hang', 'timeout'],
    ['only off-topic names', 'off-topic', 'too_few_names'],
  ];
  for (const [what, scenario, reason] of failures) {
    it(`falls back to the built-in generator on ${what}, and says so`, async () => {
      const body = await generateWith(scenario);
      expect(body.fallback).toEqual({ from: 'openai-compatible', reason });
      expectBuiltinAnswer(body);
    });
  }

  it('falls back when nothing listens at the address', async () => {
    const res = await generate(request, {
      vars: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '400' },
    });
    const body = generateDomainsResponseSchema.parse(await res.json());
    expect(body.fallback?.reason).toMatch(/^(upstream_error|timeout)$/);
    expectBuiltinAnswer(body);
  });

  it('answers like the built-in generator once it has fallen back', async () => {
    const fallenBack = await generateWith('http-500');
    const builtin = generateDomainsResponseSchema.parse(await (await generate(request)).json());
    expect(fallenBack.suggestions).toEqual(builtin.suggestions);
  });

  it('reports a provider chosen without its settings as not configured', async () => {
    const res = await generate(request, { vars: { AI_PROVIDER: 'openai-compatible' } });
    const body = generateDomainsResponseSchema.parse(await res.json());
    expect(body.fallback).toEqual({ from: 'openai-compatible', reason: 'not_configured' });
    expectBuiltinAnswer(body);
  });
});

describe('generator with the Workers AI binding', () => {
  const binding = (answer: () => Promise<unknown>) => {
    const calls: Array<{ model: string }> = [];
    return {
      calls,
      AI: {
        run: (model: string) => {
          calls.push({ model });
          return answer();
        },
      },
    };
  };

  it('uses the default model and the names it answers', async () => {
    const ai = binding(async () => ({
      response: JSON.stringify({ names: ['brewnest', 'brewbuddy', 'skyforge'] }),
    }));
    const res = await generate(request, { vars: { AI: ai.AI } });
    const body = generateDomainsResponseSchema.parse(await res.json());
    expect(ai.calls).toEqual([{ model: '@cf/meta/llama-3.1-8b-instruct' }]);
    expect(body.fallback).toBeNull();
    const fromModel = body.suggestions.filter((s) => s.provider === 'workers-ai').map((s) => s.name);
    expect(fromModel.sort()).toEqual(['brewbuddy', 'brewnest']);
  });

  it('falls back when the binding throws', async () => {
    const ai = binding(async () => {
      throw new Error('AiError: capacity exceeded');
    });
    const res = await generate(request, { vars: { AI: ai.AI } });
    const body = generateDomainsResponseSchema.parse(await res.json());
    expect(body.fallback).toEqual({ from: 'workers-ai', reason: 'upstream_error' });
    expectBuiltinAnswer(body);
  });

  it('falls back when the binding does not answer in time', async () => {
    const ai = binding(() => new Promise(() => {}));
    const res = await generate(request, { vars: { AI: ai.AI, AI_TIMEOUT_MS: '200' } });
    const body = generateDomainsResponseSchema.parse(await res.json());
    expect(body.fallback).toEqual({ from: 'workers-ai', reason: 'timeout' });
    expectBuiltinAnswer(body);
  });
});
