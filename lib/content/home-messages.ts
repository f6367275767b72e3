/**
 * The static sections of the home page in one language: how it works, the guarantees, the
 * comparison, the latest news and the questions, and its sliders' cards: the page's message file
 * (lib/message-files.ts). The page carries them once, in its HTML (components/home/HomeText), so
 * they are data here, with every message already in the language.
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadPickedMessages } from '@/lib/i18n/messages';
import { COMPARE_COLUMNS } from './schemas';
import { SLIDER_CARDS } from '@/lib/site';
import { getContent } from './index';
import { expertViews, faqFor, localizeItems, newsByYear, serviceViews, testimonialViews } from './views';

/** The newest news items; the about page has all of them, by year. */
const HOME_LATEST_NEWS = 3;

/** The messages the cards and the comparison among them read (components/home/HomeText renders them with these). */
const HOME_CARD_MESSAGES = ['Common', 'Stories', 'Compare', 'Home.compareCaption'];

export async function homeMessages(locale: Locale) {
  const content = getContent();
  return {
    messages: await loadPickedMessages(locale, HOME_CARD_MESSAGES),
    steps: localizeItems(content.processes.howItWorks, locale).map(({ id, name, desc }) => ({ id, name, desc })),
    guarantees: localizeItems(content.facts.guarantees, locale).map(({ id, title, desc }) => ({ id, title, desc })),
    // The columns in COMPARE_COLUMNS order: the schemas live beside zod, which the browser does not load.
    compare: { columns: COMPARE_COLUMNS, rows: content.compare.rows.map((row) => ({ id: row.id, label: row.label[locale], values: row.values })) },
    news: newsByYear(content, locale, HOME_LATEST_NEWS),
    faq: faqFor(content, 'home', locale),
    experts: expertViews(content, locale).slice(0, SLIDER_CARDS),
    services: serviceViews(content, locale).slice(0, SLIDER_CARDS),
    testimonials: testimonialViews(content, locale).slice(0, SLIDER_CARDS),
  };
}
