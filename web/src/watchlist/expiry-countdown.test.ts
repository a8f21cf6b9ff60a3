import { describe, expect, it } from 'vitest';
import { expiryCountdown } from './expiry-countdown.ts';

const now = Date.parse('2026-11-27T10:00:00Z');

describe('expiryCountdown', () => {
  it('reads a passed date as passed, never as today', () => {
    expect(expiryCountdown('2026-11-06', now)).toBe('Expired 21 days ago (Nov 6, 2026)');
    expect(expiryCountdown('2026-11-26', now)).toBe('Expired 1 day ago (Nov 26, 2026)');
  });

  it('counts down to a date to come', () => {
    expect(expiryCountdown('2026-11-27T20:00:00Z', now)).toBe('Expires in 1 day (Nov 27, 2026)');
    expect(expiryCountdown('2026-12-10', now)).toBe('Expires in 13 days (Dec 10, 2026)');
    expect(expiryCountdown(null, now)).toBe('No expiry date');
  });
});
