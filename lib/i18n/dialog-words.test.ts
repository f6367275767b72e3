import { describe, expect, it } from 'vitest';
import { fileKind } from '@/lib/deploy/cache';
import { DIALOG_NAMESPACES, dialogWords, dialogWordsFileName, dialogWordsUrl, localeOfDialogWordsFile } from './dialog-words';
import { LOCALES } from './locales';

describe("the request dialog's words", () => {
  it('are the namespaces the form reads, in one language', async () => {
    const words = await dialogWords('ka');
    expect(Object.keys(words)).toEqual([...DIALOG_NAMESPACES]);
    expect(words.RequestForm.send).not.toBe((await dialogWords('en')).RequestForm.send);
  });

  it('are named by language and content: a changed word is a new name, cached for good', async () => {
    const words = await dialogWords('ru');
    const name = dialogWordsFileName('ru', words);
    expect(name).toMatch(/^ru\.[0-9a-f]{10}\.json$/);
    expect(dialogWordsFileName('ru', { ...words, RequestForm: { ...words.RequestForm, send: 'Отправить!' } })).not.toBe(name);
    expect(await dialogWordsUrl('ru')).toBe(`/dialog-words/${name}`);
    expect(fileKind(`/dialog-words/${name}`)).toBe('immutable');
    const names = await Promise.all(LOCALES.map(async (locale) => dialogWordsFileName(locale, await dialogWords(locale))));
    expect(new Set(names).size).toBe(LOCALES.length);
  });

  it('reads the language back from a name, and nothing from another name', () => {
    expect(localeOfDialogWordsFile('kk.0123456789.json')).toBe('kk');
    expect(localeOfDialogWordsFile('kk.json')).toBeNull();
    expect(localeOfDialogWordsFile('../kk.0123456789.json')).toBeNull();
    expect(localeOfDialogWordsFile('kk.0123456789.json.br')).toBeNull();
  });
});
