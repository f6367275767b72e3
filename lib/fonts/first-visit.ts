/**
 * A visitor's first page is drawn in the system's own fonts and fetches no font before it is
 * on screen; the faces are fetched once the page is idle, for the pages after it. On a phone's
 * first visit the faces never arrived within `font-display: optional`'s 100 ms
 * anyway: they only held the first paint back and took the connection from the page's code
 * (docs/performance.md, "Fonts on a first visit"). A later page finds them cached and is drawn
 * in Noto Sans from its first frame.
 *
 * A small inline script in the <head> marks the first visit, before the first layout; without
 * JavaScript (or storage) every page uses the faces as it would have.
 */

import type { Locale } from '@/lib/i18n/locales';
import { compactFontStack, type FontFaceName } from './faces';

/** Set on <html> while the page's text stays in the system's fonts. */
export const FIRST_VISIT_ATTRIBUTE = 'data-fonts';
export const FIRST_VISIT_VALUE = 'later';
/** In localStorage once the faces have been fetched: the next page may use them. */
export const FONTS_FETCHED_KEY = 'experts:fonts';

/** The inline script of the <head>: marks a page whose faces are not known to be cached. */
export const FIRST_VISIT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(FONTS_FETCHED_KEY)})||document.documentElement.setAttribute(${JSON.stringify(FIRST_VISIT_ATTRIBUTE)},${JSON.stringify(FIRST_VISIT_VALUE)})}catch(e){}`;

/**
 * The page's font stack on a first visit: installed fonts by name, so no face is asked for. Not
 * the metric-matched fallback (faces.ts): its local() faces, twelve ranges of them, made the first
 * page's style and layout take 1.3 to 2 times as long (`/ru` 138 against 79 ms, `/kz` 171 against
 * 82, unthrottled), and on Android, which has no Arial or a clone, they matched nothing but
 * Georgian. Georgian is named: left to the system's per-character fallback, it cost more still.
 * No face of the site's ever arrives on this page, so nothing is swapped and nothing moves.
 */
export const FIRST_VISIT_FONT_STACK = 'system-ui, "Noto Sans Georgian", sans-serif';
/**
 * A Georgian page names Georgian's font first. After `system-ui`, which has no Georgian, every
 * word was shaped twice (the run in `system-ui`, then its letters in the next family) and drawn
 * between spaces of another font; first, the font has the spaces and hyphens too, and only digits
 * and punctuation fall to `system-ui`. Style and layout of the first page, unthrottled, 15 loads
 * each: `/ge` 95 → 88 ms, `/ge/services` 57 → 45, `/ge/experts` 65 → 53 (docs/performance.md,
 * "Georgian in its own font first").
 */
export const GEORGIAN_FIRST_VISIT_FONT_STACK = '"Noto Sans Georgian", system-ui, sans-serif';

/** The languages whose first visit names their own script's font first, and their stacks. */
const OWN_FONT_FIRST: Partial<Record<Locale, string>> = { ka: GEORGIAN_FIRST_VISIT_FONT_STACK };

/** The first visit's font stack of a page in `locale`. */
export function firstVisitFontStack(locale: Locale): string {
  return OWN_FONT_FIRST[locale] ?? FIRST_VISIT_FONT_STACK;
}

/**
 * The rules that draw a first visit in those stacks while <html> carries the head script's mark.
 * One text for every language, told apart by `lang`: the style's text is allowed by its hash, and
 * a language switch is a client navigation that keeps the document and its policy, so a text that
 * changed with the language was refused and the page lost its fonts. Stacks without spaces: every
 * byte counts against the home pages' CSS budget (perf:js).
 */
const MARKED = `html[${FIRST_VISIT_ATTRIBUTE}=${FIRST_VISIT_VALUE}]`;
export const FIRST_VISIT_CSS = [
  `${MARKED}{--font-sans:${compactFontStack(FIRST_VISIT_FONT_STACK)}}`,
  ...Object.entries(OWN_FONT_FIRST).map(([locale, stack]) => `${MARKED}[lang=${locale}]{--font-sans:${compactFontStack(stack)}}`),
].join('');

/** One character of each face's range: loading it fetches that face (faces.ts FONT_FACES). */
export const FACE_SAMPLES: Record<FontFaceName, string> = { latin: 'a', cyrillic: 'б', kazakh: 'ә', georgian: 'ა' };
