import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, START_KEY } from './search-cursor.ts';

describe('search cursor', () => {
  it('carries a phase and a 62-bit key past the exact range of a JavaScript number', () => {
    const after = '4611686018427387903';
    const cursor = encodeCursor('value', { phase: 1, after });
    expect(cursor).toBe(`v1_${after}`);
    expect(decodeCursor('value', cursor, 2)).toEqual({ phase: 1, after });
    expect(Number(after).toString()).not.toBe(after);
  });

  it('resumes from the start of a phase', () => {
    expect(decodeCursor('relevance', encodeCursor('relevance', { phase: 2, after: START_KEY }), 3)).toEqual({
      phase: 2,
      after: START_KEY,
    });
  });

  it('refuses a cursor another sort issued', () => {
    const cursor = encodeCursor('value', { phase: 0, after: '42' });
    expect(decodeCursor('length', cursor, 1)).toBeNull();
    expect(decodeCursor('relevance', cursor, 3)).toBeNull();
  });

  it("keeps a status browse's end order apart from the value orders", () => {
    const cursor = encodeCursor('ending', { phase: 1, after: '42' });
    expect(cursor).toBe('e1_42');
    expect(decodeCursor('ending', cursor, 2)).toEqual({ phase: 1, after: '42' });
    expect(decodeCursor('value', cursor, 2)).toBeNull();
  });

  it('refuses a phase the search does not have', () => {
    expect(decodeCursor('relevance', 'r2_42', 2)).toBeNull();
    expect(decodeCursor('relevance', 'r1_42', 2)).toEqual({ phase: 1, after: '42' });
  });

  it.each([
    '',
    'v',
    'v0_',
    'v0_abc',
    'v0_-2',
    'v0_1.5',
    'v10_42',
    'v0_12345678901234567890',
    'x0_42',
    ' v0_42',
    'v0_42 ',
    "v0_42' or 1=1",
  ])('refuses the malformed cursor %j', (cursor) => {
    expect(decodeCursor('value', cursor, 10)).toBeNull();
  });
});
