import choices from '@/content/choices.json';
import contactLanguages from '@/content/contact-languages.json';
import type { Locale } from '@/lib/i18n/locales';

export type Choice = { id: string; name: string };
export type ChoiceLists = { industries: Choice[]; communicationTypes: Choice[]; contactLanguages: Choice[] };

const named = (items: readonly { id: string; name: Record<Locale, string> }[], locale: Locale): Choice[] =>
  items.map((item) => ({ id: item.id, name: item.name[locale] }));

/**
 * The request form's choice lists in one language. Imported by the form's own code, which loads
 * after the page, so the lists (every language, a few kilobytes) are not part of every page that
 * has a request button.
 */
export function choiceLists(locale: Locale): ChoiceLists {
  return {
    industries: named(choices.industries, locale),
    communicationTypes: named(choices.communicationTypes, locale),
    contactLanguages: named(contactLanguages.contactLanguages, locale),
  };
}
