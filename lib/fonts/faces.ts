/**
 * The self-hosted Noto Sans faces and the characters each one covers. They form one family,
 * "Noto Sans", split by unicode-range: a browser downloads a face only when the page shows one of
 * its characters, so each face is cut to what the four languages write:
 * - Latin and Cyrillic are @fontsource's own slices;
 * - Kazakh: the 14 Kazakh letters that are not in the Cyrillic slice (Ә Ғ Қ Ң Ө Ү Һ and their
 *   small forms), cut from the 70 KB Cyrillic Extended slice;
 * - Georgian: modern Georgian (Mkhedruli), cut from the full Georgian slice. The capitals
 *   (Mtavruli) are left out: browsers do not uppercase Mkhedruli into them, even under
 *   `text-transform: uppercase`, and content:check refuses them in the text.
 * `npm run fonts:subset` writes them to public/fonts/ under names that carry a hash of their
 * content (so browsers may cache them for good) and lists the names in files.json.
 */

import type { Locale } from '@/lib/i18n/locales';
import FONT_FILES from './files.json' with { type: 'json' };

export type FontFaceName = 'latin' | 'cyrillic' | 'kazakh' | 'georgian';

export type SiteFontFace = {
  name: FontFaceName;
  /** CSS unicode-range. */
  unicodeRange: string;
  /** The @fontsource-variable file the face comes from, from the project root. */
  source: string;
  /** Whether the face is cut from its source to its unicode-range, or the source as it is. */
  cut: boolean;
};

export const FONT_FAMILY = 'Noto Sans';

/**
 * Every face is `optional`: used when it arrives within the first 100 ms or from the cache, never
 * swapped in later. Swapped in late, even over the metric-matched fallback, the Latin face re-wrapped
 * the intro of /ge/experts on a phone (its spaces are narrower than the fallback's) and moved
 * everything below it (CLS 0.019). The faces are not preloaded: a preloaded face held the first
 * frame back until the page's scripts had run (docs/performance.md).
 */
export const FONT_DISPLAY = 'optional';

export const FONT_FACES: readonly SiteFontFace[] = [
  {
    name: 'latin',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    source: 'node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    cut: false,
  },
  {
    name: 'cyrillic',
    unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
    source: 'node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
    cut: false,
  },
  {
    name: 'kazakh',
    unicodeRange: 'U+0492-0493,U+049A-049B,U+04A2-04A3,U+04AE-04AF,U+04BA-04BB,U+04D8-04D9,U+04E8-04E9',
    source: 'node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-ext-wght-normal.woff2',
    cut: true,
  },
  {
    name: 'georgian',
    unicodeRange: 'U+10D0-10FF',
    source: 'node_modules/@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
    cut: true,
  },
];

/** The faces each language's pages show, and so download (found at the first layout, not preloaded). */
export const FACES_BY_LOCALE: Record<Locale, readonly FontFaceName[]> = {
  en: ['latin'],
  ka: ['latin', 'georgian'],
  kk: ['latin', 'cyrillic', 'kazakh'],
  ru: ['latin', 'cyrillic'],
};

/** Where a face is served from (files.json, written by `npm run fonts:subset`). */
export function fontFileUrl(name: FontFaceName): string {
  return FONT_FILES[name];
}

/** The public/fonts file name of a face's content: its name and the start of its SHA-256. */
export function fontFileName(name: FontFaceName, sha256Hex: string): string {
  return `noto-sans-${name}.${sha256Hex.slice(0, 10)}.woff2`;
}

/**
 * The faces of the share-preview images (opengraph-image routes): the same faces as the site's,
 * pinned to the two weights the images draw, as TrueType (next/og cannot read WOFF2 or a weight
 * axis). `npm run fonts:subset` writes them beside this file; they are read at build time only.
 */
export const PREVIEW_FONT_WEIGHTS = [400, 700] as const;
export type PreviewFontWeight = (typeof PREVIEW_FONT_WEIGHTS)[number];

/** The folder of the preview faces, from the project root, and a face's file name in it. */
export const PREVIEW_FONT_DIRECTORY = 'lib/fonts/preview';

export function previewFontFileName(name: FontFaceName, weight: PreviewFontWeight): string {
  return `noto-sans-${name}-${weight}.ttf`;
}

/**
 * The @font-face rules of the Noto Sans family. A test may load the same faces under another
 * family name and font-display, to measure them whatever the page itself did with them.
 */
export function fontFaceCss({ family = FONT_FAMILY, display }: { family?: string; display?: 'block' } = {}): string {
  return FONT_FACES.map((face) =>
    [
      `@font-face{font-family:"${family}"`,
      `src:url(${fontFileUrl(face.name)}) format("woff2")`,
      // No font-style: the descriptor's default is normal, and the home pages' CSS is at its budget.
      'font-weight:100 900',
      `font-display:${display ?? FONT_DISPLAY}`,
      `unicode-range:${face.unicodeRange}}`,
    ].join(';'),
  ).join('');
}

export type CodePointRange = readonly [first: number, last: number];

/** `U+0400-045F,U+2116` → `[[0x400, 0x45f], [0x2116, 0x2116]]`; throws on anything else. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').map((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`unicode-range part ends before it starts: "${part}"`);
    return [first, last] as const;
  });
}

/** Every character of a unicode-range, in order (what a subset is cut to). */
export function charactersOf(unicodeRange: string): string {
  return parseUnicodeRange(unicodeRange)
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join('');
}

const covered = FONT_FACES.flatMap((face) => parseUnicodeRange(face.unicodeRange));

/** Whether some face draws this character; line breaks and tabs need no glyph. */
function isCovered(codePoint: number): boolean {
  return codePoint < 0x20 || covered.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * The characters of a text that no face draws, once each, in order of appearance. Browsers would
 * draw them in whatever system font has them, in the middle of Noto text.
 */
export function uncoveredCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) if (!isCovered(character.codePointAt(0)!)) found.add(character);
  return [...found];
}

/** `Ӂ` → `Ӂ (U+04C1)`, for error messages. */
export function describeCharacter(character: string): string {
  return `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

/**
 * The metric-matched fallback: Arial, or a clone with its widths (Liberation Sans on Linux, Arimo),
 * scaled to Noto Sans, so that a face that comes just after the first layout (within
 * `font-display: optional`'s 100 ms) moves nothing, and a page whose face did not come (a cache
 * that lost it, a page without JavaScript) wraps its lines as Noto Sans would. A first visit does
 * not use it: its local() faces made that page's first layout much longer (first-visit.ts).
 * Noto draws wider than Arial, and by how much depends on the script and on the weight (the local
 * fallback has only a regular and a bold face, and Noto's 600 is narrower than Arial Bold), so each
 * script and weight band gets its own size-adjust: the ratio of Noto's width to Arial's over the
 * site's own messages at 400, 500, 600 (the site's usual bold) and 700. tests/e2e/fonts.spec.ts
 * measures it again in the browser.
 * Georgian has no metric-compatible font on every system. Where Noto Sans Georgian itself is
 * installed (Android, most Linux desktops), its regular and bold faces are the fallback, scaled the
 * same way; elsewhere the system's Georgian font is.
 */
export const FALLBACK_FAMILY = 'Noto Sans Fallback';

/** Noto Sans's ascender and descender (hhea, per em), which the fallback takes over. */
const NOTO_ASCENT = 1.069;
const NOTO_DESCENT = 0.293;

/** The local fonts a fallback face may use, by full name and PostScript name. */
const LOCAL_FONTS = {
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
  georgianRegular: ['Noto Sans Georgian', 'NotoSansGeorgian-Regular', 'Noto Sans Georgian Regular'],
  georgianBold: ['Noto Sans Georgian Bold', 'NotoSansGeorgian-Bold'],
} as const;

const CYRILLIC_RANGES = FONT_FACES.filter((face) => face.name === 'cyrillic' || face.name === 'kazakh')
  .map((face) => face.unicodeRange)
  .join(',');
const LATIN_RANGES = FONT_FACES.find((face) => face.name === 'latin')!.unicodeRange;
const GEORGIAN_RANGES = FONT_FACES.find((face) => face.name === 'georgian')!.unicodeRange;

/** Which local face serves which characters and CSS weights, at which scale. */
export type FallbackFace = { unicodeRange: string; local: keyof typeof LOCAL_FONTS; weights: `${number} ${number}`; sizeAdjust: number };

export const FALLBACK_FACES: readonly FallbackFace[] = [
  { unicodeRange: LATIN_RANGES, local: 'regular', weights: '100 449', sizeAdjust: 1.059 },
  { unicodeRange: LATIN_RANGES, local: 'regular', weights: '450 549', sizeAdjust: 1.078 },
  { unicodeRange: LATIN_RANGES, local: 'bold', weights: '550 649', sizeAdjust: 1.022 },
  { unicodeRange: LATIN_RANGES, local: 'bold', weights: '650 900', sizeAdjust: 1.045 },
  { unicodeRange: CYRILLIC_RANGES, local: 'regular', weights: '100 449', sizeAdjust: 1.043 },
  { unicodeRange: CYRILLIC_RANGES, local: 'regular', weights: '450 549', sizeAdjust: 1.065 },
  { unicodeRange: CYRILLIC_RANGES, local: 'bold', weights: '550 649', sizeAdjust: 1.016 },
  { unicodeRange: CYRILLIC_RANGES, local: 'bold', weights: '650 900', sizeAdjust: 1.043 },
  { unicodeRange: GEORGIAN_RANGES, local: 'georgianRegular', weights: '100 449', sizeAdjust: 0.998 },
  { unicodeRange: GEORGIAN_RANGES, local: 'georgianRegular', weights: '450 549', sizeAdjust: 1.011 },
  { unicodeRange: GEORGIAN_RANGES, local: 'georgianBold', weights: '550 649', sizeAdjust: 0.989 },
  { unicodeRange: GEORGIAN_RANGES, local: 'georgianBold', weights: '650 900', sizeAdjust: 1.005 },
];

/** The site's font stack: Noto Sans, its metric-matched fallback, then the system's. */
export const FONT_STACK = `"${FONT_FAMILY}", "${FALLBACK_FAMILY}", system-ui, sans-serif`;

/** A stack as CSS text, without the spaces after its commas (as the browser reads it back, with them). */
export const compactFontStack = (stack: string) => stack.replaceAll(', ', ',');

/**
 * A percentage as short as it can be written (`105.9%`, not `105.90%`): every byte of these rules
 * counts against the home pages' CSS budget (perf:js). The vertical overrides to a tenth of a
 * percent: 0.05 % of the font size is under a hundredth of a pixel at 16 px.
 */
const percent = (value: number, digits = 2) => `${Number((value * 100).toFixed(digits))}%`;

/** The @font-face rules of the fallback family. */
export function fallbackFontFaceCss(faces: readonly FallbackFace[] = FALLBACK_FACES): string {
  return faces
    .map((face) => {
      const local = LOCAL_FONTS[face.local].map((name) => `local("${name}")`).join(',');
      return [
        `@font-face{font-family:"${FALLBACK_FAMILY}"`,
        `src:${local}`,
        // Declared weight ranges, so the browser never emboldens a face (which changes widths).
        `font-weight:${face.weights}`,
        `unicode-range:${face.unicodeRange}`,
        `size-adjust:${percent(face.sizeAdjust)}`,
        `ascent-override:${percent(NOTO_ASCENT / face.sizeAdjust, 1)}`,
        `descent-override:${percent(NOTO_DESCENT / face.sizeAdjust, 1)}`,
        'line-gap-override:0%}',
      ].join(';');
    })
    .join('');
}
