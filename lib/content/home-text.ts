/**
 * The static sections of the home page in one language: how it works, the guarantees, the
 * comparison, the latest news and the questions. The page carries their text once, in its HTML
 * (components/home/HomeText), so they are data here, with every word already in the language.
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, pickNamespaces } from '@/lib/i18n/messages';
import { SLIDER_CARDS } from '@/lib/site';
import { getContent } from './index';
import { expertViews, faqFor, localizeItems, newsByYear, serviceViews, testimonialViews } from './views';

/** The newest news items; the about page has all of them, by year. */
const HOME_LATEST_NEWS = 3;

/** The namespaces the cards among them read (components/home/HomeText renders them with these). */
const HOME_TEXT_NAMESPACES = ['Common', 'Stories'] as const;

export async function homeText(locale: Locale) {
  const content = getContent();
  return {
    messages: pickNamespaces(await loadMessages(locale), HOME_TEXT_NAMESPACES),
    steps: localizeItems(content.processes.howItWorks, locale).map(({ id, name, desc }) => ({ id, name, desc })),
    guarantees: localizeItems(content.facts.guarantees, locale).map(({ id, title, desc }) => ({ id, title, desc })),
    compare: content.compare.rows.map((row) => ({ id: row.id, label: row.label[locale], values: row.values })),
    news: newsByYear(content, locale, HOME_LATEST_NEWS),
    faq: faqFor(content, 'home', locale),
    experts: expertViews(content, locale).slice(0, SLIDER_CARDS),
    services: serviceViews(content, locale).slice(0, SLIDER_CARDS),
    testimonials: testimonialViews(content, locale).slice(0, SLIDER_CARDS),
  };
}
