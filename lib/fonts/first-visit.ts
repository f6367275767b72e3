/**
 * A visitor's first page is drawn in the metric-matched fallback and fetches no font before it is
 * on screen; the faces are fetched once the page is idle, for the pages after it. On a phone's
 * first visit the faces never arrived within `font-display: optional`'s 100 ms
 * anyway: they only held the first paint back and took the connection from the page's code
 * (docs/performance.md, "Fonts on a first visit"). A later page finds them cached and is drawn
 * in Noto Sans from its first frame.
 *
 * A small inline script in the <head> marks the first visit, before the first layout; without
 * JavaScript (or storage) every page uses the faces as it would have.
 */

import { FALLBACK_FAMILY, type FontFaceName } from './faces';

/** Set on <html> while the page's text stays in the fallback. */
export const FIRST_VISIT_ATTRIBUTE = 'data-fonts';
export const FIRST_VISIT_VALUE = 'later';
/** In localStorage once the faces have been fetched: the next page may use them. */
export const FONTS_FETCHED_KEY = 'experts:fonts';

/** The inline script of the <head>: marks a page whose faces are not known to be cached. */
export const FIRST_VISIT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(FONTS_FETCHED_KEY)})||document.documentElement.setAttribute(${JSON.stringify(FIRST_VISIT_ATTRIBUTE)},${JSON.stringify(FIRST_VISIT_VALUE)})}catch(e){}`;

/** The page's font stack on a first visit: the fallback, so no face is asked for. */
export const FIRST_VISIT_CSS = `html[${FIRST_VISIT_ATTRIBUTE}=${FIRST_VISIT_VALUE}]{--font-sans:"${FALLBACK_FAMILY}", system-ui, sans-serif}`;

/** One character of each face's range: loading it fetches that face (faces.ts FONT_FACES). */
export const FACE_SAMPLES: Record<FontFaceName, string> = { latin: 'a', cyrillic: 'б', kazakh: 'ә', georgian: 'ა' };
