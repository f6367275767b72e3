import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DATE_STYLES } from './intl-config';

describe('ICU date styles for the precompiled messages', () => {
  it('format a date as ICU MessageFormat itself does, in every language', () => {
    const date = new Date(Date.UTC(2026, 10, 24));
    for (const locale of ['en', 'ka', 'kk', 'ru']) {
      for (const style of Object.keys(DATE_STYLES) as (keyof typeof DATE_STYLES)[]) {
        const icu = new IntlMessageFormat(`{date, date, ${style}}`, locale).format({ date });
        expect(new Intl.DateTimeFormat(locale, DATE_STYLES[style]).format(date), `${locale} ${style}`).toBe(icu);
      }
    }
  });
});
