/**
 * The static text a page carries once, in its HTML, and not again in its RSC payload
 * (components/system/PrerenderedText): the browser fetches it only when it renders the page
 * itself, after a click on a link to it, from /page-text/<page>/<language>.<hash>.json, a static
 * file named by its content (lib/i18n/language-file.ts).
 */

import { languageFileUrl } from '@/lib/i18n/language-file';
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
export type PageText<N extends PageTextName> = Awaited<ReturnType<(typeof PAGE_TEXTS)[N]>>;
export const PAGE_TEXT_NAMES = Object.keys(PAGE_TEXTS) as PageTextName[];

const PAGE_TEXT_DIRECTORY = '/page-text/';

export function isPageTextName(value: string): value is PageTextName {
  return Object.hasOwn(PAGE_TEXTS, value);
}

const texts = new Map<string, Promise<unknown>>();

/**
 * A page's text in one language, as its file holds it: made once per process (the content does
 * not change while it runs), however many times the page, its file name and its server
 * rendering ask for it.
 */
export function pageText<N extends PageTextName>(name: N, locale: Locale): Promise<PageText<N>> {
  const key = `${name}/${locale}`;
  let text = texts.get(key) as Promise<PageText<N>> | undefined;
  if (!text) {
    text = Promise.resolve(PAGE_TEXTS[name](locale) as PageText<N>);
    texts.set(key, text);
  }
  return text;
}

/** Where the browser fetches a page's text in one language. */
export function pageTextUrl(name: PageTextName, locale: Locale): Promise<string> {
  return languageFileUrl(`${PAGE_TEXT_DIRECTORY}${name}/`, locale, (language) => pageText(name, language));
}
