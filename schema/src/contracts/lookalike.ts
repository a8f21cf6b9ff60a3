import * as z from 'zod';

/**
 * Why a name is flagged as a lookalike, by Unicode's security rules (UTS #39): its label
 * mixes scripts a registry would not let one label mix (Cyrillic "а" among Latin letters),
 * or it is spelled with letters that look like the ASCII letters of another name.
 */
const lookalikeReasons = ['mixed-script', 'confusable'] as const;

/** A name that may pass for another: still valued, but flagged wherever it is shown. */
export const lookalikeSchema = z.object({
  reason: z.enum(lookalikeReasons),
  /** The ASCII name it looks like ("apple.com"), when every letter has an ASCII lookalike. */
  looksLike: z.string().nullable(),
  /** The flag in words, as the screens show it. */
  message: z.string(),
});
export type Lookalike = z.infer<typeof lookalikeSchema>;
