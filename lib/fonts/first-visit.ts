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

import type { FontFaceName } from './faces';

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
export const FIRST_VISIT_CSS = `html[${FIRST_VISIT_ATTRIBUTE}=${FIRST_VISIT_VALUE}]{--font-sans:${FIRST_VISIT_FONT_STACK}}`;

/** One character of each face's range: loading it fetches that face (faces.ts FONT_FACES). */
export const FACE_SAMPLES: Record<FontFaceName, string> = { latin: 'a', cyrillic: 'б', kazakh: 'ә', georgian: 'ა' };
