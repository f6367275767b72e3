import { describe, expect, it } from 'vitest';
import { matchesAllWords, normalizeForSearch } from './normalize';

describe('normalizeForSearch', () => {
  it('ignores case, diacritics and punctuation in every script', () => {
    expect(normalizeForSearch('Café — RÉSUMÉ!')).toBe('cafe resume');
    expect(normalizeForSearch('Ёлка, ЙОД')).toBe('елка иод');
    expect(normalizeForSearch('ҚАЗАҚША')).toBe('қазақша');
    expect(normalizeForSearch('ანაზღაურება?')).toBe('ანაზღაურება');
  });
});

describe('matchesAllWords', () => {
  it('needs every word of the query, in any order', () => {
    expect(matchesAllWords('Can unused budget be refunded?', 'refund budget')).toBe(true);
    expect(matchesAllWords('Can unused budget be refunded?', 'refund meeting')).toBe(false);
    expect(matchesAllWords('Возврат неиспользованного бюджета', 'ВОЗВРАТ')).toBe(true);
    expect(matchesAllWords('anything', '   ')).toBe(true);
  });
});
