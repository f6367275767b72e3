/**
 * The office's language from the browser's Accept-Language, its messages in it, and how it writes
 * a moment. Next's request headers and next-intl's server translator are stood in for.
 */

import { describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ headers: new Headers(), asked: [] as unknown[] }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (options: unknown) => {
    state.asked.push(options);
    return (key: string) => `t:${key}`;
  },
}));

describe('the office’s language', () => {
  it('is the best of the site’s four for the browser, English by default', async () => {
    const { officeLocale } = await import('./locale');
    state.headers = new Headers({ 'accept-language': 'ka-GE,ka;q=0.9,en;q=0.5' });
    expect(await officeLocale()).toBe('ka');
    state.headers = new Headers({ 'accept-language': 'de-DE' });
    expect(await officeLocale()).toBe('en');
    state.headers = new Headers();
    expect(await officeLocale()).toBe('en');
  });

  it('gives the Office messages in that language', async () => {
    const { officeMessages } = await import('./locale');
    state.headers = new Headers({ 'accept-language': 'ru' });
    const { locale, t } = await officeMessages();
    expect(locale).toBe('ru');
    expect(t('title')).toBe('t:title');
    expect(state.asked.at(-1)).toEqual({ locale: 'ru', namespace: 'Office' });
  });
});

describe('a moment in the office', () => {
  it('is written in UTC on a 24-hour clock, to the minute or, when asked, to the second', async () => {
    const { utcMoment } = await import('./locale');
    expect(utcMoment('en')('2026-01-05T23:07:09.000Z')).toBe('Jan 5, 2026, 23:07');
    expect(utcMoment('en', { seconds: true })('2026-01-05T00:07:09.000Z')).toBe('Jan 5, 2026, 00:07:09');
    expect(utcMoment('ru')('2026-01-05T23:07:09.000Z')).toBe('5 янв. 2026 г., 23:07');
  });
});
