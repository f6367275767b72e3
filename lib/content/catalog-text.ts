/**
 * The cards of the experts' and the services' catalogues in one language, with the words they
 * read: the catalogue pages carry their text once, in their HTML (components/catalog/CatalogCard).
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, pickNamespaces } from '@/lib/i18n/messages';
import { getContent } from './index';
import { expertViews, serviceViews } from './views';

/** The namespaces the cards read. */
const CARD_NAMESPACES = ['Common'] as const;

async function cardMessages(locale: Locale) {
  return pickNamespaces(await loadMessages(locale), CARD_NAMESPACES);
}

export async function expertsText(locale: Locale) {
  return { messages: await cardMessages(locale), experts: expertViews(getContent(), locale) };
}

export async function servicesText(locale: Locale) {
  return { messages: await cardMessages(locale), services: serviceViews(getContent(), locale) };
}
