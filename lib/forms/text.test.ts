import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, isBlank } from './text';

describe('hasForbiddenCharacters', () => {
  it('refuses tabs and line breaks in a one-line text, such as a file name checked with the defaults', () => {
    for (const text of ['report\t.pdf', 'report\n.pdf', 'report\r.pdf']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasForbiddenCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses other control characters and bidi overrides in a text of several lines too', () => {
    for (const text of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'invoice\u202efdp.exe', 'a\u2066b'])
      expect(hasForbiddenCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(true);
  });

  it('allows the left-to-right and right-to-left marks, and ordinary text in any script', () => {
    expect(hasForbiddenCharacters('שלום\u200f (Shalom)')).toBe(false);
    expect(hasForbiddenCharacters('Ана\u200dстасия, ნინო, әсем')).toBe(false);
  });
});

describe('isBlank', () => {
  it('takes a text of only spaces and invisible characters as empty, and anything visible as text', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \u00a0\u200b\u00ad\u2060\ufeff\n')).toBe(true);
    expect(isBlank('\u200b.\u200b')).toBe(false);
  });
});
