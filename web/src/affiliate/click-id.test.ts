import { describe, expect, it, vi } from 'vitest';
import { captureClickId, storedClickId } from './click-id.ts';
import { affiliateTracking } from './settings.ts';

const param = affiliateTracking.clickParam;
const day = 24 * 60 * 60 * 1000;

describe('click-event id capture', () => {
  it('uses the click parameter configured in wrangler.toml', () => {
    expect(param).toBe('cjevent');
  });

  it('keeps the id a landing URL carries, for a conversion later in the visit', () => {
    expect(captureClickId(`?utm_source=x&${param}=7166ddf3b35b11eb834200a10a1eb972`)).toBe(
      '7166ddf3b35b11eb834200a10a1eb972',
    );
    expect(storedClickId()).toBe('7166ddf3b35b11eb834200a10a1eb972');
  });

  it('matches the parameter name whatever its case', () => {
    captureClickId(`?${param.toUpperCase()}=abc123`);
    expect(storedClickId()).toBe('abc123');
  });

  it('keeps an earlier click when a later page has none', () => {
    captureClickId(`?${param}=first`);
    expect(captureClickId('?q=domains')).toBeNull();
    expect(storedClickId()).toBe('first');
  });

  it('keeps the first click for its window: a later landing neither replaces it nor counts', () => {
    const first = Date.UTC(2026, 0, 1);
    expect(captureClickId(`?${param}=older`, first)).toBe('older');
    expect(captureClickId(`?${param}=newer`, first + day)).toBeNull();
    expect(storedClickId(first + day)).toBe('older');
    // Past the network's window the old click attributes nothing, and a new landing counts.
    expect(captureClickId(`?${param}=later`, first + 46 * day)).toBe('later');
    expect(storedClickId(first + 46 * day)).toBe('later');
  });

  it.each(['<script>', 'a b', 'x'.repeat(129), ''])('ignores a malformed id %j', (bad) => {
    expect(captureClickId(`?${param}=${encodeURIComponent(bad)}`)).toBeNull();
    expect(storedClickId()).toBeNull();
  });

  it('forgets the click once the network window has passed', () => {
    const capturedAt = Date.UTC(2026, 0, 1);
    captureClickId(`?${param}=windowed`, capturedAt);
    expect(storedClickId(capturedAt + 45 * day)).toBe('windowed');
    expect(storedClickId(capturedAt + 45 * day + 1)).toBeNull();
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem(
      'domainary.affiliateClick',
      JSON.stringify({ id: '"><img>', capturedAt: Date.now() }),
    );
    expect(storedClickId()).toBeNull();
    localStorage.setItem('domainary.affiliateClick', 'not json');
    expect(storedClickId()).toBeNull();
  });

  it('still returns the id when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(captureClickId(`?${param}=nostore`)).toBe('nostore');
  });
});
