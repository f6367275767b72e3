import { describe, expect, it } from 'vitest';
import { avatarColor, initials } from './Avatar';

describe('avatar', () => {
  it('takes the initials of the first two words in any script', () => {
    expect(initials('Aigerim Sadykova')).toBe('AS');
    expect(initials('ნინო კაპანაძე')).toBe('ნკ');
    expect(initials('Әйгерім  Садықова Қызы')).toBe('ӘС');
  });

  it('gives an id the same colour every time', () => {
    expect(avatarColor('nino-kapanadze')).toBe(avatarColor('nino-kapanadze'));
    expect(avatarColor('a')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
