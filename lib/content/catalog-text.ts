/**
 * The cards of the experts' and the services' first page of results in one language, with the
 * words they read: the catalogue pages carry their text once, in their HTML
 * (components/catalog/CatalogCard). The first page is the content's order (lib/search/catalog-search.ts,
 * unfiltered); the other pages come from the search endpoint.
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, pickNamespaces } from '@/lib/i18n/messages';
import { CATALOG_PAGE_SIZE } from '@/lib/search/catalog';
import { getContent } from './index';
import { expertCardView, expertViews, serviceCardView, serviceViews } from './views';

/** The namespaces the cards read. */
const CARD_NAMESPACES = ['Common'] as const;

async function cardMessages(locale: Locale) {
  return pickNamespaces(await loadMessages(locale), CARD_NAMESPACES);
}

export async function expertsText(locale: Locale) {
  return {
    messages: await cardMessages(locale),
    experts: expertViews(getContent(), locale)
      .slice(0, CATALOG_PAGE_SIZE)
      .map((expert) => expertCardView(expert, locale)),
  };
}

export async function servicesText(locale: Locale) {
  return { messages: await cardMessages(locale), services: serviceViews(getContent(), locale).slice(0, CATALOG_PAGE_SIZE).map(serviceCardView) };
}
