import * as z from 'zod';
import { parseModelAnswer } from './model-answer.ts';
import { type NameProvider, ProviderFailure } from './name-provider.ts';
import { type ChatMessage, promptFor } from './prompt.ts';

/** The part of the Workers AI binding the generator uses. */
export interface WorkersAiBinding {
  run(
    model: string,
    inputs: { messages: ChatMessage[]; max_tokens: number; temperature: number },
  ): Promise<unknown>;
}

export interface WorkersAiConfig {
  binding: WorkersAiBinding;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';

// Text-generation models answer { response: string }; some return the parsed JSON instead.
const resultSchema = z.object({
  response: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
});

/** A text-generation model on Cloudflare's network through the `[ai]` binding. */
export function workersAiProvider(config: WorkersAiConfig): NameProvider {
  return {
    id: 'workers-ai',
    async propose(brief, wanted) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderFailure('timeout', `Workers AI took over ${config.timeoutMs} ms`)),
          config.timeoutMs,
        );
      });
      let raw: unknown;
      try {
        raw = await Promise.race([
          config.binding.run(config.model, {
            messages: promptFor(brief, wanted),
            max_tokens: 800,
            temperature: 0.8,
          }),
          timeout,
        ]);
      } catch (err) {
        if (err instanceof ProviderFailure) throw err;
        throw new ProviderFailure('upstream_error', `Workers AI failed: ${String(err)}`);
      } finally {
        clearTimeout(timer);
      }
      const result = resultSchema.safeParse(raw);
      if (!result.success) throw new ProviderFailure('malformed_answer', 'Workers AI answer has no response');
      const { response } = result.data;
      return parseModelAnswer(typeof response === 'string' ? response : JSON.stringify(response));
    },
  };
}
