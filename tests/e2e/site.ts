/**
 * What the end-to-end tests know of the site: every URL and the words each language shows, with
 * numbers bound to their units as the site shows them (lib/i18n/messages.ts).
 */

import type { Page } from '@playwright/test';
import { twoIdleMoments } from './page-ready';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { ROUTES } from '@/lib/routes';
import { bindNumbersInTree } from '@/lib/text/typography';
import en from '@/messages/en.json' with { type: 'json' };
import ka from '@/messages/ka.json' with { type: 'json' };
import kk from '@/messages/kk.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };

export const MESSAGES = bindNumbersInTree({ en, ka, kk, ru } as const);

export type SiteUrl = { path: string; prefix: string; lang: keyof typeof MESSAGES; routeKey: (typeof ROUTES)[number]['key']; canonicalPath: string };

/** All 80 URLs: the 16 pages unprefixed and under each of the four prefixes. */
export const ALL_URLS: SiteUrl[] = ROUTES.flatMap((route) => [
  { path: route.path, prefix: '', lang: 'en' as const, routeKey: route.key, canonicalPath: route.path },
  ...LOCALE_TABLE.map((entry) => ({
    path: route.path === '/' ? `/${entry.prefix}` : `/${entry.prefix}${route.path}`,
    prefix: entry.prefix,
    lang: entry.tag,
    routeKey: route.key,
    canonicalPath: localizedPath(route.path, entry.tag),
  })),
]);

/** The document title of a page: the home page's is the site's name, every other page's ends with it. */
export function documentTitle(lang: keyof typeof MESSAGES, key: SiteUrl['routeKey']): string {
  const m = MESSAGES[lang];
  return key === 'home' ? m.Metadata.siteName : m.Metadata.titleTemplate.replace('{title}', m.Pages[key].title);
}

/** The four languages as the tests visit them: URL prefix and page language. */
export const LANGUAGES = [
  { prefix: '', lang: 'en' },
  { prefix: '/ge', lang: 'ka' },
  { prefix: '/kz', lang: 'kk' },
  { prefix: '/ru', lang: 'ru' },
] as const;

/**
 * Where the behaviour under test does not depend on the language (a retry, a draft, focus, the
 * keyboard), two of the four: English, and Georgian, the other script and the longest words. What
 * each language says (its labels, its errors, its answers) is checked in all four by the suites
 * that read it (`forms in …`, content, routes, the phone's every page) and by message parity.
 */
export const TWO_LANGUAGES = LANGUAGES.filter(({ lang }) => lang === 'en' || lang === 'ka');

/**
 * The script and style chunks a page names in its HTML (its first load, and the client parts
 * its RSC payload refers to). Any other chunk is code loaded later: a lazy part of the page.
 */
export async function initialChunks(page: Page, url: string): Promise<Set<string>> {
  const html = await (await page.request.get(url)).text();
  return new Set([...html.matchAll(/static\/chunks\/[^"'\\\s]+/g)].map((match) => `/_next/${match[0]}`));
}

/**
 * A reader moves the pointer over the page: the site fetches the code a tap would need (its
 * forms, the request dialog) once the visitor shows they are there (lib/navigation/browser.ts,
 * whenEngaged), or some seconds later if they never do.
 */
export async function readerMoves(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await page.mouse.move(12, 20);
}

/**
 * Waits as a reader would before the connection drops: the page has loaded, the reader has moved
 * the pointer, the browser has had its idle moments (when the site fetches the code of its forms)
 * and the network is quiet again.
 */
export async function untilIdle(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('networkidle');
  await readerMoves(page);
  // 'networkidle' is reached once per page load: what the idle moments fetch is watched here.
  await networkQuiet(page, () => twoIdleMoments(page), { quietMs, timeoutMs: 5_000 });
}

/** Runs `run`, then waits until no request has been in flight for `quietMs` (failing after `timeoutMs`). */
export async function networkQuiet(page: Page, run: () => Promise<void>, { quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<void> {
  const inFlight = new Set<object>();
  let lastChange = Date.now();
  const started = (request: object) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: object) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await run();
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: the network did not go quiet (${inFlight.size} requests in flight)`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Opens the header's menu where the header folds its navigation, search and settings into one (a
 * phone): a visitor opens it before using them. On a wide screen they are always there, and
 * nothing happens.
 */
export async function openHeaderTools(page: Page, lang: keyof typeof MESSAGES = 'en'): Promise<void> {
  const menu = page.getByRole('button', { name: MESSAGES[lang].Header.openMenu });
  if (await menu.isVisible()) await menu.click();
}

/**
 * Opens the catalogue's filters where they fold behind one button beside the search box (a
 * phone): a visitor opens them before choosing an area. On a wide screen they are always there.
 */
export async function openCatalogFilters(page: Page, lang: keyof typeof MESSAGES = 'en'): Promise<void> {
  const name = MESSAGES[lang].Catalog.filters.match(/=0 \{([^}]*)\}/)?.[1] ?? 'Filters';
  // Its name has the number of filters chosen after it ("Filters · 2"); "Reset filters" begins alike in Georgian.
  const toggle = page.getByRole('button', { name: new RegExp(`^${name}( · \\d+)?$`) });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
