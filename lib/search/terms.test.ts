import { describe, expect, it } from 'vitest';
import { allowedTypos, indexTerms, queryTerms, stemOf, wordsOf } from './terms';
import { transliterate } from './transliterate';

describe('stemOf', () => {
  it('stems English and Russian, and leaves Kazakh and Georgian as they are', () => {
    expect(['refund', 'refunds', 'refunded'].map((word) => stemOf('en', word))).toEqual(['refund', 'refund', 'refund']);
    expect(['возврат', 'возврата', 'возвраты'].map((word) => stemOf('ru', word))).toEqual(['возврат', 'возврат', 'возврат']);
    expect(stemOf('kk', 'қайтару')).toBe('қайтару');
    expect(stemOf('ka', 'დაბრუნება')).toBe('დაბრუნება');
  });
});

describe('terms', () => {
  it('split a text into normalized words', () => {
    expect(wordsOf('Refunds — 100% ВОЗВРАТ!')).toEqual(['refunds', '100', 'возврат']);
  });

  it('index a word in Latin letters, with its stem only where the word does not start with it', () => {
    expect(indexTerms('en', 'refunded')).toEqual(['refunded']);
    expect(indexTerms('en', 'happy')).toEqual(['happy', 'happi']);
    expect(indexTerms('ru', 'возвраты')).toEqual(['vozvraty']);
    expect(indexTerms('ka', 'ნინო')).toEqual(['nino']);
  });

  it('search a query word as typed and by its stem, in Latin letters', () => {
    expect(queryTerms('en', 'refunds')).toEqual(['refunds', 'refund']);
    expect(queryTerms('ru', 'возврата')).toEqual(['vozvrata', 'vozvrat']);
    expect(queryTerms('kk', 'қаражатты')).toEqual(['karazhatty']);
  });

  it('allow more typos in longer words', () => {
    expect([3, 4, 7, 8].map((length) => allowedTypos('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
  });

  it('transliterate Cyrillic, Kazakh and Georgian letters', () => {
    expect(transliterate('щука')).toBe('shchuka');
    expect(transliterate('қазақ')).toBe('kazak');
    expect(transliterate('ნინო')).toBe('nino');
    expect(transliterate('Nino')).toBe('Nino');
  });
});
