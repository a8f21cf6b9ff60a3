import * as z from 'zod';
import { parseModelAnswer } from './model-answer.ts';
import { type NameProvider, ProviderFailure } from './name-provider.ts';
import { promptFor } from './prompt.ts';

export interface OpenAiCompatibleConfig {
  /** Up to and including the API version: `https://api.openai.com/v1`, `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/**
 * Any server that speaks the chat-completions API: hosted ones and local ones
 * (llama.cpp, Ollama, vLLM). No JSON mode is requested, since not every server has one;
 * the answer is parsed defensively instead.
 */
export function openAiCompatibleProvider(config: OpenAiCompatibleConfig): NameProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    id: 'openai-compatible',
    async propose(brief, wanted) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: config.model, messages: promptFor(brief, wanted), temperature: 0.8 }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new ProviderFailure(
          timedOut ? 'timeout' : 'upstream_error',
          `chat completion failed: ${String(err)}`,
        );
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new ProviderFailure('upstream_error', `chat completion answered ${res.status}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new ProviderFailure(
          timedOut ? 'timeout' : 'malformed_answer',
          'chat completion body is not JSON',
        );
      }
      const completion = completionSchema.safeParse(body);
      if (!completion.success)
        throw new ProviderFailure('malformed_answer', 'chat completion has no message');
      return parseModelAnswer(completion.data.choices[0]?.message.content ?? '');
    },
  };
}
