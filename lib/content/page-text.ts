/**
 * The static text a page carries once, in its HTML, and not again in its RSC payload
 * (components/system/PrerenderedText): the browser fetches it only when it renders the page
 * itself, after a click on a link to it, from /page-text/<page>/<language>.<hash>.json, a static
 * file named by its content (lib/deploy/language-file.ts).
 */

import { languageFileName } from '@/lib/deploy/language-file';
import type { Locale } from '@/lib/i18n/locales';
import { expertsText, servicesText } from './catalog-text';
import { homeText } from './home-text';
import { policyText } from './policy-text';

/** Each page's text, by the page's route name. */
export const PAGE_TEXTS = { home: homeText, documentation: policyText, experts: expertsText, services: servicesText } as const satisfies Record<
  string,
  (locale: Locale) => unknown
>;
export type PageTextName = keyof typeof PAGE_TEXTS;
export const PAGE_TEXT_NAMES = Object.keys(PAGE_TEXTS) as PageTextName[];

export const PAGE_TEXT_DIRECTORY = '/page-text/';

export function isPageTextName(value: string): value is PageTextName {
  return Object.hasOwn(PAGE_TEXTS, value);
}

/** A page's text in one language, as its file holds it. */
export async function pageText(name: PageTextName, locale: Locale): Promise<unknown> {
  return PAGE_TEXTS[name](locale);
}

/** Where the browser fetches a page's text in one language. */
export async function pageTextUrl(name: PageTextName, locale: Locale): Promise<string> {
  return `${PAGE_TEXT_DIRECTORY}${name}/${languageFileName(locale, await pageText(name, locale))}`;
}
