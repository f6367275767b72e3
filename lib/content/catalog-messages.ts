/**
 * The cards of the experts' and the services' first page of results in one language, with the
 * messages they read: the catalogue pages' message files (lib/message-files.ts), which the pages
 * carry once, in their HTML (components/catalog/CatalogCard). The first page is the content's order (lib/search/catalog-search.ts,
 * unfiltered); the other pages come from the search endpoint.
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadPickedMessages } from '@/lib/i18n/messages';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { getContent } from './index';
import { expertCardView, expertView, serviceCardView, serviceView } from './views';

/** The namespaces the cards read. */
const CARD_NAMESPACES = ['Common'] as const;

async function cardMessages(locale: Locale) {
  return loadPickedMessages(locale, CARD_NAMESPACES);
}

export async function expertsMessages(locale: Locale) {
  return {
    messages: await cardMessages(locale),
    // Only the first page's: views of a whole large catalogue would be made for nothing.
    experts: getContent()
      .experts.experts.slice(0, CATALOG_PAGE_SIZE)
      .map((expert) => expertCardView(expertView(expert, getContent(), locale), locale)),
  };
}

export async function servicesMessages(locale: Locale) {
  const content = getContent();
  return {
    messages: await cardMessages(locale),
    services: content.services.services.slice(0, CATALOG_PAGE_SIZE).map((service) => serviceCardView(serviceView(service, content, locale))),
  };
}
