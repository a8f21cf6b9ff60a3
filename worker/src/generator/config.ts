import type { GeneratorProvider } from '@domainary/schema/contracts/generator.ts';
import type { NameProvider } from './providers/name-provider.ts';
import { openAiCompatibleProvider } from './providers/openai-compatible.ts';
import {
  DEFAULT_WORKERS_AI_MODEL,
  type WorkersAiBinding,
  workersAiProvider,
} from './providers/workers-ai.ts';

/**
 * Generator settings, all optional: with none set the built-in generator answers.
 * AI_PROVIDER picks one explicitly (`builtin`, `openai-compatible`, `workers-ai`);
 * unset, an AI_BASE_URL means the OpenAI-compatible endpoint and an `[ai]` binding
 * means Workers AI. AI_API_KEY is a secret; the rest are vars.
 */
export interface GeneratorConfig {
  AI?: WorkersAiBinding;
  AI_PROVIDER?: string;
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  AI_API_KEY?: string;
  AI_TIMEOUT_MS?: string;
}

const DEFAULT_AI_TIMEOUT_MS = 8000;

export interface ProviderChoice {
  provider: NameProvider | null;
  /** A provider that was asked for but lacks the settings it needs. */
  misconfigured: Exclude<GeneratorProvider, 'builtin'> | null;
}

function timeoutOf(env: GeneratorConfig): number {
  const ms = Number(env.AI_TIMEOUT_MS);
  return Number.isInteger(ms) && ms >= 100 && ms <= 60_000 ? ms : DEFAULT_AI_TIMEOUT_MS;
}

export function nameProviderFor(env: GeneratorConfig): ProviderChoice {
  const choice =
    env.AI_PROVIDER || (env.AI_BASE_URL ? 'openai-compatible' : env.AI ? 'workers-ai' : 'builtin');
  const timeoutMs = timeoutOf(env);
  if (choice === 'openai-compatible') {
    if (!env.AI_BASE_URL || !env.AI_MODEL) return { provider: null, misconfigured: 'openai-compatible' };
    return {
      provider: openAiCompatibleProvider({
        baseUrl: env.AI_BASE_URL,
        model: env.AI_MODEL,
        apiKey: env.AI_API_KEY,
        timeoutMs,
      }),
      misconfigured: null,
    };
  }
  if (choice === 'workers-ai') {
    if (!env.AI) return { provider: null, misconfigured: 'workers-ai' };
    const model = env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL;
    return { provider: workersAiProvider({ binding: env.AI, model, timeoutMs }), misconfigured: null };
  }
  if (choice !== 'builtin') console.warn(`AI_PROVIDER "${choice}" is unknown; using the built-in generator`);
  return { provider: null, misconfigured: null };
}
