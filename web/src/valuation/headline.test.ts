import { describe, expect, it } from 'vitest';
import { chanceText } from './headline.ts';
import { shownNameOf } from './shown-name.ts';

describe('chanceText', () => {
  it('says a yearly chance at the precision an estimate has', () => {
    expect(chanceText(0.006)).toBe('about 0.6%');
    expect(chanceText(0.0048)).toBe('about 0.5%');
    expect(chanceText(0.01)).toBe('about 1%');
    expect(chanceText(0.125)).toBe('about 13%');
    expect(chanceText(0.0004)).toBe('under 0.1%');
  });
});

describe('shownNameOf', () => {
  it('shows an internationalised name in Unicode with its xn-- form beside it', () => {
    expect(shownNameOf('xn--caf-dma', 'com')).toEqual({ unicode: 'café.com', ascii: 'xn--caf-dma.com' });
    expect(shownNameOf('voice', 'com')).toEqual({ unicode: 'voice.com', ascii: null });
  });
});
