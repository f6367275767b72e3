import { describe, expect, it } from 'vitest';
import { searchIndex, type SearchIndex } from './engine';

describe('searchIndex', () => {
  it('asks a loaded index, and finds nothing in one that failed to load', () => {
    const hit = { id: 'a', type: 'expert' as const, title: 'Ana', subtitle: 'Designer', score: 1 };
    const loaded: SearchIndex = { locale: 'en', documents: [hit], search: (query) => (query === 'ana' ? [hit] : []) };
    expect(searchIndex(loaded, 'ana')).toEqual([hit]);
    expect(searchIndex(loaded, 'bob')).toEqual([]);
    expect(searchIndex({ locale: 'en', documents: [] }, 'ana')).toEqual([]);
  });
});
