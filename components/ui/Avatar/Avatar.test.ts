import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_TONES, avatarTone, initials } from './Avatar';

describe('avatar', () => {
  it('takes the initials of the first two words in any script', () => {
    expect(initials('Aigerim Sadykova')).toBe('AS');
    expect(initials('ნინო კაპანაძე')).toBe('ნკ');
    expect(initials('Әйгерім  Садықова Қызы')).toBe('ӘС');
  });

  it('gives an id the same colour every time, one the stylesheet has', () => {
    expect(avatarTone('nino-kapanadze')).toBe(avatarTone('nino-kapanadze'));
    const css = readFileSync(join(__dirname, 'Avatar.module.css'), 'utf8');
    for (const id of ['a', 'nino-kapanadze', 'aigerim-sadykova', 'x'.repeat(40)]) {
      const tone = avatarTone(id);
      expect(tone).toBeGreaterThanOrEqual(0);
      expect(tone).toBeLessThan(AVATAR_TONES);
    }
    for (let tone = 0; tone < AVATAR_TONES; tone++) expect(css).toMatch(new RegExp(String.raw`\.avatar\[data-tone='${tone}'\] \{\s*background: #`));
  });
});
