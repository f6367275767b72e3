import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { languageFileName, languageFileUrl, localeOfLanguageFile } from './language-file';

const content = (locale: Locale) => ({ greeting: `hello in ${locale}` });

describe('a file per language', () => {
  it('is named by language and content: a changed word is a new name', () => {
    const name = languageFileName('ru', content('ru'));
    expect(name).toMatch(/^ru\.[0-9a-f]{10}\.json$/);
    expect(languageFileName('ru', { greeting: 'привет' })).not.toBe(name);
    expect(new Set(LOCALES.map((locale) => languageFileName(locale, content(locale)))).size).toBe(LOCALES.length);
  });

  it('reads the language back from a name, and nothing from another name', () => {
    expect(localeOfLanguageFile('kk.0123456789.json')).toBe('kk');
    expect(localeOfLanguageFile('kk.json')).toBeNull();
    expect(localeOfLanguageFile('../kk.0123456789.json')).toBeNull();
    expect(localeOfLanguageFile('kk.0123456789.json.br')).toBeNull();
  });

  it('is at a URL under its directory', async () => {
    expect(await languageFileUrl('/words/', 'ka', content)).toBe(`/words/${languageFileName('ka', content('ka'))}`);
  });
});
