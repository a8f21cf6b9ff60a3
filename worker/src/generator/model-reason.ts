import { isProfane } from './word-data.ts';

const MAX_REASON = 200;
const CONTROL = /\p{Cc}+/gu;
/**
 * A web address in any form a model writes one: with a scheme, or starting www. A link in
 * a reason would send visitors wherever the model (or a prompt injected into it) chose.
 */
const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/giu;
const WORD = /\p{L}+/gu;

/**
 * A model's one-line reason as the product may show it: without control characters or web
 * addresses, at most MAX_REASON characters, and null when it says too little or uses a
 * word the offensive-word filter knows (the engine's own explanation is shown instead).
 */
export function cleanModelReason(reason: string | undefined): string | null {
  const text =
    reason
      ?.replace(CONTROL, ' ')
      .replace(URL_LIKE, ' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,;:!?])/g, '$1')
      .trim() ?? '';
  if (text.length < 10) return null;
  if ((text.toLowerCase().match(WORD) ?? []).some(isProfane)) return null;
  return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1).trimEnd()}…`;
}
