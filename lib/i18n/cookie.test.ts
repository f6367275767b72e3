import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, localeCookieOptions, readLocaleCookie, serializeLocaleCookie } from './cookie';

describe('locale cookie', () => {
  it('lasts 365 days on the whole site, SameSite=Lax by default', () => {
    const options = localeCookieOptions('ru');
    expect(options).toEqual({ name: 'NEXT_LOCALE', value: 'ru', maxAge: 365 * 86400, path: '/', sameSite: 'lax', secure: false });
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(serializeLocaleCookie(options)).toBe('NEXT_LOCALE=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is SameSite=None and Secure when the site is embedded cross-site', () => {
    const options = localeCookieOptions('ge', { crossSite: true });
    expect(options).toMatchObject({ sameSite: 'none', secure: true });
    expect(serializeLocaleCookie(options)).toBe('NEXT_LOCALE=ge; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });

  it('trusts only our four prefixes', () => {
    expect(readLocaleCookie('kz')).toBe('kz');
    expect(readLocaleCookie('en')).toBe('en');
    for (const bad of [undefined, '', 'kk', 'ka', 'fr', 'RU', ' ru']) expect(readLocaleCookie(bad)).toBeUndefined();
  });
});
