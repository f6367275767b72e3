import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { expertViews, faqFor, serviceViews } from '@/lib/content/views';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ROUTES, type RouteKey } from '@/lib/routes';
import { itemStructuredData, openingHours, pageStructuredData, serializeJsonLd, type StructuredDataInput } from './structured-data';

type Node = Record<string, unknown> & { '@type'?: string };

const content = getContent();
const SITE = 'https://experts.example';
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Metadata: { siteName: string }; Pages: Record<string, Record<string, string>> },
  ]),
) as Record<Locale, { Metadata: { siteName: string }; Pages: Record<string, Record<string, string>> }>;

function input(key: RouteKey, locale: Locale, overrides: Partial<StructuredDataInput> = {}): StructuredDataInput {
  const pages = messages[locale].Pages;
  return {
    key,
    locale,
    siteUrl: SITE,
    oldSiteUrl: 'https://previous.example.org',
    content,
    texts: { siteName: messages[locale].Metadata.siteName, homeName: pages.home!.nav!, title: pages[key]!.title!, description: pages[key]!.description! },
    ...overrides,
  };
}

/** Every object of a JSON-LD tree, depth first. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === 'object') return [value as Node, ...Object.values(value).flatMap(nodes)];
  return [];
}

const graphOf = (key: RouteKey, locale: Locale, overrides?: Partial<StructuredDataInput>) => nodes(pageStructuredData(input(key, locale, overrides)));
const ofType = (all: Node[], type: string) => all.filter((node) => node['@type'] === type);

/** Letters of each language's own script (English: Latin only). */
const SCRIPT: Record<Locale, RegExp> = { en: /^[^\u0400-\u04ff\u10a0-\u10ff]*$/, ka: /[\u10d0-\u10ff]/, kk: /[\u0400-\u04ff]/, ru: /[\u0400-\u04ff]/ };

describe('structured data of every page', () => {
  for (const locale of LOCALES) {
    for (const { key } of ROUTES) {
      it(`${locale} ${key}: a page in its language, with a breadcrumb on every page but home`, () => {
        const data = pageStructuredData(input(key, locale));
        expect(data['@context']).toBe('https://schema.org');
        const page = (data['@graph'] as Node[])[0]!;
        expect(['WebPage', 'FAQPage']).toContain(page['@type']);
        expect(page.inLanguage).toBe(locale);
        expect(page.name).toMatch(SCRIPT[locale]);
        const crumbs = ofType(nodes(data), 'BreadcrumbList');
        if (key === 'home') {
          expect(crumbs).toHaveLength(0);
        } else {
          expect(crumbs).toHaveLength(1);
          const items = crumbs[0]!.itemListElement as Node[];
          expect(items.map((item) => item.position)).toEqual([1, 2]);
          for (const item of items) expect(item).toMatchObject({ '@type': 'ListItem', name: expect.any(String), item: expect.stringMatching(/^https:\/\//) });
          expect(items[1]!.item).toBe(page.url);
        }
      });
    }
  }

  it('home: the organisation (name, logo, URL, sameAs, a contact point per office) and the website', () => {
    for (const locale of LOCALES) {
      const all = graphOf('home', locale);
      const [organization] = ofType(all, 'Organization');
      expect(organization).toMatchObject({ name: messages[locale].Metadata.siteName, logo: `${SITE}/icon-512.png`, sameAs: ['https://previous.example.org'] });
      expect(organization!.url).toMatch(/^https:\/\/experts\.example\//);
      const points = organization!.contactPoint as Node[];
      expect(points.map((point) => point.telephone)).toEqual(content.offices.offices.map((office) => office.phone));
      expect(ofType(all, 'WebSite')[0]).toMatchObject({ inLanguage: locale, publisher: { '@id': organization!['@id'] } });
    }
    expect(ofType(graphOf('home', 'en', { oldSiteUrl: undefined }), 'Organization')[0]).not.toHaveProperty('sameAs');
  });

  it('offices: a LocalBusiness per office with address, coordinates, phone and hours', () => {
    const all = graphOf('offices', 'ru');
    const businesses = ofType(all, 'LocalBusiness');
    expect(businesses).toHaveLength(content.offices.offices.length);
    for (const [index, office] of content.offices.offices.entries()) {
      expect(businesses[index]).toMatchObject({
        name: expect.stringContaining(office.city.ru),
        telephone: office.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.address.ru,
          addressLocality: office.city.ru,
          addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
        },
        geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng },
        openingHoursSpecification: [
          { opens: '09:00', closes: '18:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']) },
        ],
      });
    }
  });

  it('FAQ pages: an FAQPage with exactly the questions the page shows, in its language', () => {
    for (const key of ['help_center', 'for_customers', 'for_performers'] as const) {
      for (const locale of LOCALES) {
        const page = (pageStructuredData(input(key, locale))['@graph'] as Node[])[0]!;
        expect(page['@type']).toBe('FAQPage');
        const questions = page.mainEntity as Node[];
        const shown = faqFor(content, key, locale);
        expect(shown.length).toBeGreaterThan(0);
        expect(questions.map((question) => question.name)).toEqual(shown.map((item) => item.question));
        for (const question of questions) {
          expect(question['@type']).toBe('Question');
          expect((question.acceptedAnswer as Node).text).toEqual(expect.stringMatching(SCRIPT[locale]));
        }
      }
    }
  });

  it('services and the service page: the first page of services, each offered from its price in USD by the organisation, at its own URL', () => {
    for (const key of ['services', 'full_card_service'] as const) {
      const services = ofType(graphOf(key, 'kk'), 'Service');
      expect(services).toHaveLength(Math.min(content.services.services.length, CATALOG_PAGE_SIZE));
      for (const [index, service] of content.services.services.slice(0, CATALOG_PAGE_SIZE).entries()) {
        expect(services[index]).toMatchObject({
          name: service.title.kk,
          provider: { '@id': `${SITE}/#organization` },
          offers: { '@type': 'Offer', price: service.priceFromUsd, priceCurrency: 'USD', priceSpecification: { minPrice: service.priceFromUsd } },
        });
        expect(services[index]!.url).toBe(`${SITE}/kz/services/${service.id}`);
      }
    }
  });

  it('experts: an ItemList of the first page of experts as Persons with job title, languages, areas and their page; the count of all', () => {
    const people = ofType(graphOf('experts', 'ka'), 'Person');
    expect(people).toHaveLength(Math.min(content.experts.experts.length, CATALOG_PAGE_SIZE));
    const list = ofType(graphOf('experts', 'ka'), 'ItemList')[0]!;
    expect(list.numberOfItems).toBe(content.experts.experts.length);
    for (const [index, expert] of content.experts.experts.slice(0, CATALOG_PAGE_SIZE).entries()) {
      expect(people[index]).toMatchObject({
        name: expert.name.ka,
        jobTitle: expert.title.ka,
        knowsLanguage: expert.languages,
        url: `${SITE}/ge/experts/${expert.id}`,
      });
      expect((people[index]!.knowsAbout as string[]).length).toBe(expert.areas.length);
    }
  });

  it('placeholder people get no sameAs link; a real one keeps theirs', () => {
    const everyPerson = ROUTES.flatMap(({ key }) => ofType(graphOf(key, 'en'), 'Person'));
    expect(everyPerson.length).toBeGreaterThan(content.experts.experts.length);
    expect(everyPerson.filter((person) => 'sameAs' in person)).toEqual([]);
    const real = { ...content.team.team[0]!, placeholder: false, linkedin: 'https://www.linkedin.com/in/someone-real' };
    const withReal = { ...content, team: { ...content.team, team: [real, ...content.team.team.slice(1)] } };
    const people = ofType(graphOf('about_project', 'en', { content: withReal }), 'Person');
    expect(people.filter((person) => 'sameAs' in person).map((person) => person.sameAs)).toEqual([['https://www.linkedin.com/in/someone-real']]);
  });
});

describe('an expert’s and a service’s own page', () => {
  it('is a WebPage about its Person or Service, with the breadcrumb home › list › item, in its language', () => {
    const expert = expertViews(content, 'ru')[0]!;
    const graph = itemStructuredData({
      type: 'expert',
      item: expert,
      locale: 'ru',
      siteUrl: SITE,
      content,
      texts: { homeName: 'Главная', listName: 'Эксперты' },
    });
    const page = (graph['@graph'] as Node[])[0]!;
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: `${SITE}/ru/experts/${expert.id}`,
      inLanguage: 'ru',
      mainEntity: { '@type': 'Person', name: expert.name },
    });
    const crumbs = (page.breadcrumb as Node).itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE}/ru`, `${SITE}/ru/experts`, `${SITE}/ru/experts/${expert.id}`]);
    const service = serviceViews(content, 'en')[0]!;
    const servicePage = (
      itemStructuredData({ type: 'service', item: service, locale: 'en', siteUrl: SITE, content, texts: { homeName: 'Home', listName: 'Services' } })[
        '@graph'
      ] as Node[]
    )[0]!;
    expect(servicePage.mainEntity).toMatchObject({ '@type': 'Service', url: `${SITE}/services/${service.id}`, offers: { price: service.priceFromUsd } });
  });
});

describe('openingHours', () => {
  it('reads a weekday span and its hours', () => {
    expect(openingHours('Mon–Fri, 9:00–18:00 (GMT+5)')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      opens: '09:00',
      closes: '18:00',
    });
    expect(openingHours('Sat-Sun, 10:30-14:00')).toMatchObject({
      opens: '10:30',
      closes: '14:00',
      dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
    });
  });

  it('says nothing about hours it cannot read', () => {
    expect(openingHours('By appointment')).toBeUndefined();
    expect(openingHours('Fri–Mon, 9:00–18:00')).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so that no text can close the script element', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
