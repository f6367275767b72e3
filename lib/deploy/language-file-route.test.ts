import { describe, expect, it } from 'vitest';
import { languageFileName } from '@/lib/i18n/language-file';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageFileRoute } from './language-file-route';

const content = (locale: Locale) => ({ greeting: `hello in ${locale}` });

describe('the route of a file per language', () => {
  it('is served under its current name only, cached for good', async () => {
    const route = languageFileRoute(async (locale) => content(locale));
    expect(await route.generateStaticParams()).toEqual(LOCALES.map((locale) => ({ file: languageFileName(locale, content(locale)) })));
    const get = (file: string) => route.GET(new Request('http://localhost/'), { params: Promise.resolve({ file }) });
    const current = await get(languageFileName('kk', content('kk')));
    expect(current.status).toBe(200);
    expect(current.headers.get('Cache-Control')).toContain('immutable');
    expect(await current.json()).toEqual(content('kk'));
    expect((await get('kk.0000000000.json')).status).toBe(404);
    expect((await get('xx.0123456789.json')).status).toBe(404);
  });
});
