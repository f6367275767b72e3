import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateContent } from '@/lib/content/check';
import { CONTENT_FILES, type ContentFileName } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { searchDocuments } from './documents';
import { searchIndex } from './engine';
import { createSearchIndex } from './fulltext';

const content = validateContent(
  Object.fromEntries((Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => [name, JSON.parse(readFileSync(`content/${name}.json`, 'utf8'))])),
).data!;
const documents = (locale: Locale) => searchDocuments(content, locale, { ready: 'Ready', adaptive: 'Adaptive' });
// As the server builds it for the catalogue's search (catalog-search.ts).
const index = (locale: Locale) => createSearchIndex(locale, documents(locale));
const ids = (locale: Locale, query: string) => searchIndex(index(locale), query).map((hit) => hit.id);

describe('site search in every language', () => {
  it('English: by name, ignoring case, with a typo, and by topic', () => {
    expect(ids('en', 'AIGERIM')[0]).toBe('aigerim-sadykova');
    expect(ids('en', 'aigrim')[0]).toBe('aigerim-sadykova');
    expect(ids('en', 'sadykova')).toEqual(['aigerim-sadykova']);
    expect(ids('en', 'cloud')).toEqual(expect.arrayContaining(['daniyar-akhmetov', 'cloud-migration']));
    expect(ids('en', 'qwertyuiop')).toEqual([]);
  });

  it('English: other forms of a word, by stem', () => {
    // "Company registration in Georgia": "registering" and "registration" share the stem "regist".
    expect(ids('en', 'registering company')[0]).toBe('company-setup-georgia');
    expect(ids('en', 'audited')).toEqual(expect.arrayContaining(['security-audit', 'digital-marketing-audit']));
  });

  it('Russian: in Cyrillic, in Latin letters, with a typo, and other forms of a word', () => {
    expect(ids('ru', 'Айгерим')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'aigerim')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'айгирим')[0]).toBe('aigerim-sadykova');
    expect(ids('ru', 'облако')).toContain('cloud-migration');
    expect(ids('ru', 'oblako')).toContain('cloud-migration');
    // "Корпоративный сайт": the genitive plural is three letters off, the stem is the same.
    expect(ids('ru', 'сайтов')[0]).toBe('corporate-website');
  });

  it('Kazakh: Kazakh letters, typed without them, and a Latin query for a Cyrillic name', () => {
    const name = content.experts.experts.find((e) => e.id === 'aigerim-sadykova')!.name.kk;
    expect(ids('kk', name)[0]).toBe('aigerim-sadykova');
    expect(ids('kk', 'sadykova')[0]).toBe('aigerim-sadykova');
    expect(ids('kk', name.toUpperCase())[0]).toBe('aigerim-sadykova');
    expect(ids('kk', 'бұлт')[0]).toBe('cloud-migration');
    expect(ids('kk', 'булт')[0]).toBe('cloud-migration');
  });

  it('Georgian: in Georgian script, in Latin letters, and by the start of a word', () => {
    const name = content.experts.experts.find((e) => e.id === 'nino-kapanadze')!.name.ka;
    expect(ids('ka', name)[0]).toBe('nino-kapanadze');
    expect(ids('ka', 'nino')[0]).toBe('nino-kapanadze');
    expect(ids('ka', 'kapanadze')[0]).toBe('nino-kapanadze');
    expect(ids('ka', 'ღრუბელ')[0]).toBe('cloud-migration');
  });

  it('needs every word of the query and ranks better matches first', () => {
    expect(ids('en', 'aigerim cloud')).toEqual([]);
    const hits = searchIndex(index('en'), 'strategy');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(ids('en', '  ')).toEqual([]);
  });

  it('hits carry what the lists show', () => {
    const [hit] = searchIndex(index('en'), 'cloud migration');
    expect(hit).toMatchObject({ id: 'cloud-migration', type: 'service', title: expect.stringContaining('Cloud migration'), subtitle: 'Adaptive' });
  });
});
