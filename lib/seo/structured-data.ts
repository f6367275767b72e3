/**
 * The JSON-LD of each page (schema.org, typed by schema-dts so that a wrong property fails the
 * type check), built from the same content files and messages as the page itself, in the page's
 * language. One `@graph` per page: the page as a WebPage (or FAQPage) with `inLanguage`, its
 * breadcrumb, and what the page lists.
 */

import type {
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  FAQPage,
  Graph,
  ItemList,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  Person,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { ContentData } from '@/lib/content';
import { expertViews, faqFor, serviceViews, type ExpertView, type ServiceView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { catalogItemPath, routePath, type RouteKey } from '@/lib/routes';

export type PageTexts = {
  siteName: string;
  /** The home page's name in the breadcrumb ("Home"). */
  homeName: string;
  title: string;
  description: string;
};

export type StructuredDataInput = {
  key: RouteKey;
  locale: Locale;
  siteUrl: string;
  content: ContentData;
  texts: PageTexts;
  /** The previous site of the same organisation (OLD_SITE_URL): one of its `sameAs`. */
  oldSiteUrl?: string | undefined;
};

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();
const pageUrl = (input: StructuredDataInput, key: RouteKey) => absolute(input.siteUrl, localizedPath(routePath(key), input.locale));
const organizationId = (siteUrl: string) => `${absolute(siteUrl, '/')}#organization`;
const webSiteId = (siteUrl: string) => `${absolute(siteUrl, '/')}#website`;

/** The countries of the offices, by their English name, as ISO 3166 codes. */
const COUNTRY_CODES: Record<string, string> = { Kazakhstan: 'KZ', Georgia: 'GE' };

const DAYS: Record<string, DayOfWeek> = {
  Mon: 'https://schema.org/Monday',
  Tue: 'https://schema.org/Tuesday',
  Wed: 'https://schema.org/Wednesday',
  Thu: 'https://schema.org/Thursday',
  Fri: 'https://schema.org/Friday',
  Sat: 'https://schema.org/Saturday',
  Sun: 'https://schema.org/Sunday',
};
const DAY_ORDER = Object.keys(DAYS);

/**
 * Opening hours from an office's English hours, `Mon–Fri, 9:00–18:00 (GMT+5)`; none when the
 * text says something else (a search engine is better told nothing than something wrong).
 */
export function openingHours(english: string): OpeningHoursSpecification | undefined {
  const match = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[–-](Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}):(\d{2})[–-](\d{1,2}):(\d{2})\b/.exec(english);
  if (!match) return undefined;
  const [, first, last, openHour, openMinute, closeHour, closeMinute] = match as unknown as [string, string, string, string, string, string, string];
  const from = DAY_ORDER.indexOf(first);
  const to = DAY_ORDER.indexOf(last);
  if (to < from) return undefined;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_ORDER.slice(from, to + 1).map((day) => DAYS[day]!),
    opens: `${openHour.padStart(2, '0')}:${openMinute}`,
    closes: `${closeHour.padStart(2, '0')}:${closeMinute}`,
  };
}

function organization(input: StructuredDataInput, employee?: Person[]): Organization {
  const { siteUrl, content, locale, texts } = input;
  return {
    '@type': 'Organization',
    ...(employee ? { employee } : {}),
    '@id': organizationId(siteUrl),
    name: texts.siteName,
    url: absolute(siteUrl, localizedPath('/', locale)),
    logo: absolute(siteUrl, '/icon-512.png'),
    ...(input.oldSiteUrl ? { sameAs: [input.oldSiteUrl] } : {}),
    contactPoint: content.offices.offices.map(
      (office): ContactPoint => ({
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: office.phone,
        email: office.email,
        areaServed: COUNTRY_CODES[office.country.en] ?? office.country[locale],
        availableLanguage: content['contact-languages'].contactLanguages.map((language) => language.id),
      }),
    ),
  };
}

function webSite(input: StructuredDataInput): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(input.siteUrl),
    name: input.texts.siteName,
    url: absolute(input.siteUrl, localizedPath('/', input.locale)),
    inLanguage: input.locale,
    publisher: { '@id': organizationId(input.siteUrl) },
  };
}

/** The team on the about page. A placeholder person gets no outside link. */
function teamMembers(input: StructuredDataInput): Person[] {
  return input.content.team.team.map((member) => ({
    '@type': 'Person',
    name: member.name[input.locale],
    jobTitle: member.role[input.locale],
    ...(member.linkedin && !member.placeholder ? { sameAs: [member.linkedin] } : {}),
  }));
}

function offices(input: StructuredDataInput): LocalBusiness[] {
  const { content, locale, siteUrl, texts } = input;
  return content.offices.offices.map((office) => {
    const hours = openingHours(office.hours.en);
    return {
      '@type': 'LocalBusiness',
      '@id': `${pageUrl(input, 'offices')}#${office.id}`,
      name: `${texts.siteName}, ${office.city[locale]}`,
      url: pageUrl(input, 'offices'),
      image: absolute(siteUrl, '/icon-512.png'),
      telephone: office.phone,
      email: office.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address[locale],
        addressLocality: office.city[locale],
        addressCountry: COUNTRY_CODES[office.country.en] ?? office.country[locale],
      },
      geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng },
      ...(hours ? { openingHoursSpecification: [hours] } : {}),
      parentOrganization: { '@id': organizationId(siteUrl) },
    };
  });
}

/**
 * The first page of a list, each thing in its place (`position` from 1), and how many there are
 * in all: the page shows that many cards, and each thing's own page has the rest.
 */
function itemList(items: readonly (Service | Person)[], total: number): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: items.slice(0, CATALOG_PAGE_SIZE).map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

type ItemInput = Pick<StructuredDataInput, 'locale' | 'siteUrl' | 'content'>;
const itemUrl = (input: ItemInput, type: 'expert' | 'service', id: string) => absolute(input.siteUrl, localizedPath(catalogItemPath(type, id), input.locale));

function serviceThing(input: ItemInput, service: ServiceView): Service {
  return {
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    url: itemUrl(input, 'service', service.id),
    category: service.areas.map((area) => area.name),
    provider: { '@id': organizationId(input.siteUrl) },
    offers: {
      '@type': 'Offer',
      price: service.priceFromUsd,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: service.priceFromUsd, priceCurrency: 'USD' },
    },
  };
}

function personThing(input: ItemInput, expert: ExpertView): Person {
  return {
    '@type': 'Person',
    name: expert.name,
    url: itemUrl(input, 'expert', expert.id),
    jobTitle: expert.title,
    knowsLanguage: input.content.experts.experts.find((candidate) => candidate.id === expert.id)?.languages ?? [],
    knowsAbout: expert.areas.map((area) => area.name),
    homeLocation: { '@type': 'Place', name: expert.location },
  };
}

function serviceList(input: StructuredDataInput): ItemList {
  const services = input.content.services.services;
  const shown = serviceViews({ ...input.content, services: { ...input.content.services, services: services.slice(0, CATALOG_PAGE_SIZE) } }, input.locale);
  return itemList(
    shown.map((service) => serviceThing(input, service)),
    services.length,
  );
}

function expertList(input: StructuredDataInput): ItemList {
  const experts = input.content.experts.experts;
  const shown = expertViews({ ...input.content, experts: { ...input.content.experts, experts: experts.slice(0, CATALOG_PAGE_SIZE) } }, input.locale);
  return itemList(
    shown.map((expert) => personThing(input, expert)),
    experts.length,
  );
}

export type ItemStructuredDataInput = ItemInput & { texts: Pick<PageTexts, 'homeName'> & { listName: string } } & (
    | { type: 'expert'; item: ExpertView }
    | { type: 'service'; item: ServiceView }
  );

/** The JSON-LD of an expert's or a service's own page: the page, its breadcrumb, and the Person or Service. */
export function itemStructuredData(input: ItemStructuredDataInput): Graph {
  const url = itemUrl(input, input.type, input.item.id);
  const name = input.type === 'expert' ? input.item.name : input.item.title;
  const listPath = input.type === 'expert' ? routePath('experts') : routePath('services');
  const page: WebPage = {
    '@type': 'WebPage',
    '@id': url,
    url,
    name,
    inLanguage: input.locale,
    isPartOf: { '@id': webSiteId(input.siteUrl) },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: input.texts.homeName, item: absolute(input.siteUrl, localizedPath('/', input.locale)) },
        { '@type': 'ListItem', position: 2, name: input.texts.listName, item: absolute(input.siteUrl, localizedPath(listPath, input.locale)) },
        { '@type': 'ListItem', position: 3, name, item: url },
      ],
    },
    mainEntity: input.type === 'expert' ? personThing(input, input.item) : serviceThing(input, input.item),
  };
  return { '@context': 'https://schema.org', '@graph': [page] };
}

function breadcrumbs(input: StructuredDataInput): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: input.texts.homeName, item: pageUrl(input, 'home') },
      { '@type': 'ListItem', position: 2, name: input.texts.title, item: pageUrl(input, input.key) },
    ],
  };
}

/** The pages whose questions are marked up as an FAQPage: every question the page shows. */
const FAQ_ROUTES = { help_center: 'help_center', for_customers: 'for_customers', for_performers: 'for_performers' } as const;

function webPage(input: StructuredDataInput): WebPage | FAQPage {
  const { key, locale, texts } = input;
  const base = {
    '@id': pageUrl(input, key),
    url: pageUrl(input, key),
    name: texts.title,
    description: texts.description,
    inLanguage: locale,
    isPartOf: { '@id': webSiteId(input.siteUrl) },
    ...(key === 'home' ? { about: { '@id': organizationId(input.siteUrl) } } : { breadcrumb: breadcrumbs(input) }),
  };
  if (key in FAQ_ROUTES) {
    const questions = faqFor(input.content, FAQ_ROUTES[key as keyof typeof FAQ_ROUTES], locale);
    return {
      '@type': 'FAQPage',
      ...base,
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    };
  }
  const mainEntity = key === 'experts' ? expertList(input) : key === 'services' || key === 'full_card_service' ? serviceList(input) : undefined;
  return { '@type': 'WebPage', ...base, ...(mainEntity ? { mainEntity } : {}) };
}

/** The JSON-LD graph of one page. */
export function pageStructuredData(input: StructuredDataInput): Graph {
  const graph: Thing[] = [webPage(input)];
  if (input.key === 'home') graph.push(organization(input), webSite(input));
  if (input.key === 'offices') graph.push(...offices(input));
  if (input.key === 'about_project') graph.push(organization(input, teamMembers(input)));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped, so no text of
 * the content can close the script element.
 */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
