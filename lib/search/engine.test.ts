import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateContent } from '@/lib/content/check';
import { CONTENT_FILES, type ContentFileName } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { searchDocuments } from './documents';
import { buildSearchIndex, editDistance, searchIndex } from './engine';
import { transliterate } from './transliterate';

const content = validateContent(
  Object.fromEntries((Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => [name, JSON.parse(readFileSync(`content/${name}.json`, 'utf8'))])),
).data!;
const index = (locale: Locale) => buildSearchIndex(locale, searchDocuments(content, locale, { ready: 'Ready', adaptive: 'Adaptive' }));
const ids = (locale: Locale, query: string) => searchIndex(index(locale), query).map((hit) => hit.id);

describe('search in every language', () => {
  it('English: by name, ignoring case, with a typo, and by topic', () => {
    expect(ids('en', 'AIGERIM')[0]).toBe('aigerim-sadykova');
    expect(ids('en', 'aigrim')[0]).toBe('aigerim-sadykova');
    expect(ids('en', 'sadykova')).toEqual(['aigerim-sadykova']);
    expect(ids('en', 'cloud')).toEqual(expect.arrayContaining(['daniyar-akhmetov', 'cloud-migration']));
    expect(ids('en', 'qwertyuiop')).toEqual([]);
  });

  it('Russian: in Cyrillic, in Latin letters, and with a typo', () => {
    expect(ids('ru', 'Айгерим')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'aigerim')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'айгирим')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'облако')).toContain('cloud-migration');
  });

  it('Kazakh: Kazakh letters, and a Latin query for a Cyrillic name', () => {
    const name = content.experts.experts.find((e) => e.id === 'aigerim-sadykova')!.name.kk;
    expect(ids('kk', name)[0]).toBe('aigerim-sadykova');
    expect(ids('kk', 'sadykova')[0]).toBe('aigerim-sadykova');
    expect(ids('kk', name.toUpperCase())[0]).toBe('aigerim-sadykova');
  });

  it('Georgian: in Georgian script and in Latin letters', () => {
    const name = content.experts.experts.find((e) => e.id === 'nino-kapanadze')!.name.ka;
    expect(ids('ka', name)[0]).toBe('nino-kapanadze');
    expect(ids('ka', 'nino')[0]).toBe('nino-kapanadze');
    expect(ids('ka', 'kapanadze')[0]).toBe('nino-kapanadze');
  });

  it('needs every word of the query and ranks better matches first', () => {
    expect(ids('en', 'aigerim cloud')).toEqual([]);
    const hits = searchIndex(index('en'), 'strategy');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });
});

describe('helpers', () => {
  it('transliterate Cyrillic, Kazakh and Georgian letters', () => {
    expect(transliterate('щука')).toBe('shchuka');
    expect(transliterate('қазақ')).toBe('kazak');
    expect(transliterate('ნინო')).toBe('nino');
    expect(transliterate('Nino')).toBe('Nino');
  });

  it('measure edits, transpositions included', () => {
    expect(editDistance('aigerim', 'aigerim', 1)).toBe(0);
    expect(editDistance('aigreim', 'aigerim', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});
