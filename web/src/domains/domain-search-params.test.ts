import { describe, expect, it } from 'vitest';
import { emptySearch, keepChangedFields, searchFromParams } from './domain-search-params.ts';

describe('a search taken from the address at mount', () => {
  const address = searchFromParams(new URLSearchParams('query=car&extension=com&status=taken'));

  it("is the address's search where the visitor changed nothing", () => {
    expect(keepChangedFields(address, emptySearch, emptySearch)).toEqual(address);
  });

  it('keeps each field the visitor changed, over the address', () => {
    const typed = { ...emptySearch, query: 'bike', extension: 'io' };
    expect(keepChangedFields(address, typed, emptySearch)).toEqual({
      ...address,
      query: 'bike',
      extension: 'io',
    });
  });
});
