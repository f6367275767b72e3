import { describe, expect, it } from 'vitest';
import { fileKind } from '@/lib/deploy/cache';
import { LOCALES } from '@/lib/i18n/locales';
import { GET, generateStaticParams } from '@/app/page-text/[name]/[file]/route';
import { getContent } from './index';
import { PAGE_TEXT_NAMES, isPageTextName, pageText, pageTextUrl } from './page-text';
import { policyText } from './policy-text';
import { homeText } from './home-text';
import { expertsText, servicesText } from './catalog-text';
import { SLIDER_CARDS } from '@/lib/site';

const get = (name: string, file: string) => GET(new Request('http://localhost/'), { params: Promise.resolve({ name, file }) });

describe('the text a page carries once, in its HTML', () => {
  it('is a file per page and language, named by its content and cached for good', async () => {
    const urls = await Promise.all(PAGE_TEXT_NAMES.flatMap((name) => LOCALES.map((locale) => pageTextUrl(name, locale))));
    expect(new Set(urls).size).toBe(PAGE_TEXT_NAMES.length * LOCALES.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/page-text\/(home|documentation|experts|services)\/(en|ka|kk|ru)\.[0-9a-f]{10}\.json$/);
      expect(fileKind(url)).toBe('immutable');
    }
    expect((await generateStaticParams()).length).toBe(urls.length);
  });

  it('is served under its current name only', async () => {
    const url = await pageTextUrl('documentation', 'kk');
    const [, , name, file] = url.split('/');
    const response = await get(name!, file!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await pageText('documentation', 'kk'));
    expect((await get('documentation', 'kk.0000000000.json')).status).toBe(404);
    expect((await get('about', file!)).status).toBe(404);
    expect(isPageTextName('toString')).toBe(false);
  });

  it('holds the legal documents section by section, paragraphs split at blank lines', () => {
    const text = policyText('ru');
    const { policies } = getContent();
    expect(text.privacy.map((section) => section.id)).toEqual(policies.privacy.sections.map((section) => section.id));
    expect(text.terms).toHaveLength(policies.terms.sections.length);
    const first = policies.privacy.sections[0]!;
    expect(text.privacy[0]!.title).toBe(first.title.ru);
    expect(text.privacy[0]!.paragraphs.join('\n\n')).toBe(first.desc.ru.split(/\n\n+/).join('\n\n'));
  });

  it("holds the home page's sections and its sliders' cards, with the words the cards read", async () => {
    const text = await homeText('ka');
    expect(Object.keys(text.messages)).toEqual(['Common', 'Stories']);
    expect(text.experts).toHaveLength(SLIDER_CARDS);
    expect(text.services).toHaveLength(SLIDER_CARDS);
    expect(text.testimonials).toHaveLength(SLIDER_CARDS);
    expect(text.news.flatMap((group) => group.items)).toHaveLength(3);
    expect(text.faq.length).toBeGreaterThan(0);
    expect(text.compare.length).toBe(getContent().compare.rows.length);
  });

  it('holds every card of the catalogues', async () => {
    const content = getContent();
    expect((await expertsText('en')).experts.map((expert) => expert.id)).toEqual(content.experts.experts.map((expert) => expert.id));
    expect((await servicesText('en')).services).toHaveLength(content.services.services.length);
  });
});
