import * as z from 'zod';
import { type NameIdea, ProviderFailure } from './name-provider.ts';

const idea = z.union([
  z.string(),
  z
    .object({
      name: z.string().optional(),
      domain: z.string().optional(),
      reason: z.string().optional(),
      explanation: z.string().optional(),
    })
    .refine((o) => o.name !== undefined || o.domain !== undefined, 'a name is required'),
]);
const answerSchema = z.union([
  z.object({ names: z.array(idea) }),
  z.object({ suggestions: z.array(idea) }),
  z.object({ domains: z.array(idea) }),
  z.array(idea),
]);

const FENCE = /```(?:json)?/gi;

/** The JSON a model wrote, found inside whatever prose or code fences it wrapped it in. */
function extractJson(text: string): unknown {
  const body = text.replace(FENCE, '');
  const start = body.search(/[[{]/);
  const end = Math.max(body.lastIndexOf('}'), body.lastIndexOf(']'));
  if (start < 0 || end <= start)
    throw new ProviderFailure('malformed_answer', 'the model answer holds no JSON');
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new ProviderFailure('malformed_answer', 'the model answer is not valid JSON');
  }
}

/** Parses a model's text into name ideas; anything that does not fit the schema is refused. */
export function parseModelAnswer(text: string): NameIdea[] {
  const parsed = answerSchema.safeParse(extractJson(text));
  if (!parsed.success) throw new ProviderFailure('malformed_answer', 'the model answer does not list names');
  const list = Array.isArray(parsed.data)
    ? parsed.data
    : 'names' in parsed.data
      ? parsed.data.names
      : 'suggestions' in parsed.data
        ? parsed.data.suggestions
        : parsed.data.domains;
  return list.map((item) => {
    if (typeof item === 'string') return { name: item };
    const reason = item.reason ?? item.explanation;
    return reason === undefined
      ? { name: item.name ?? item.domain ?? '' }
      : { name: item.name ?? item.domain ?? '', reason };
  });
}
