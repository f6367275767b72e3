import { describe, expect, it } from 'vitest';
import { fileKind } from '@/lib/deploy/cache';
import { languageFileName } from '@/lib/i18n/language-file';
import { DIALOG_NAMESPACES, dialogWords, dialogWordsUrl } from './dialog-words';

describe("the request dialog's words", () => {
  it('are the namespaces the form reads, in one language', async () => {
    const words = await dialogWords('ka');
    expect(Object.keys(words)).toEqual([...DIALOG_NAMESPACES]);
    expect(words.RequestForm.send).not.toBe((await dialogWords('en')).RequestForm.send);
  });

  it('are a file of their own per language, cached for good', async () => {
    const url = await dialogWordsUrl('ru');
    expect(url).toBe(`/dialog-words/${languageFileName('ru', await dialogWords('ru'))}`);
    expect(fileKind(url)).toBe('immutable');
  });
});
