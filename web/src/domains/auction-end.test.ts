import { describe, expect, it } from 'vitest';
import { auctionEndText } from './auction-end.ts';

const at = Date.parse('2026-11-27T15:00:00Z');

describe('auctionEndText', () => {
  it('counts whole days to the end day, and says when it ended', () => {
    expect(auctionEndText('2026-12-02', at)).toBe('Ends in 5 days (Dec 2, 2026)');
    expect(auctionEndText('2026-11-28', at)).toBe('Ends tomorrow (Nov 28, 2026)');
    expect(auctionEndText('2026-11-27', at)).toBe('Ends today (Nov 27, 2026)');
    expect(auctionEndText('2026-11-26', at)).toBe('Ended 1 day ago (Nov 26, 2026)');
    expect(auctionEndText('2026-11-06', at)).toBe('Ended 21 days ago (Nov 6, 2026)');
  });

  it('says nothing without an end day', () => {
    expect(auctionEndText(null, at)).toBeNull();
  });
});
