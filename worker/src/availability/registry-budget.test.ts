import { describe, expect, it } from 'vitest';
import { holdSeconds } from './registry-budget.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('holdSeconds', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(holdSeconds('120', now)).toBe(120);
    expect(holdSeconds('Fri, 27 Nov 2026 12:05:00 GMT', now)).toBe(300);
  });

  it('holds a minute when Retry-After is missing or unreadable, and at most an hour', () => {
    expect(holdSeconds(null, now)).toBe(60);
    expect(holdSeconds('soon', now)).toBe(60);
    expect(holdSeconds('999999', now)).toBe(3600);
    expect(holdSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(1);
  });
});
