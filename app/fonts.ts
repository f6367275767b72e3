import localFont from 'next/font/local';
import { FALLBACK_FAMILY } from '@/lib/fonts/faces';

/*
 * Noto Sans, self-hosted from the @fontsource-variable packages (no network at build or run time).
 * Each script is its own face with its unicode-range, so a page downloads only the scripts it shows:
 * Latin everywhere, Cyrillic on Russian and Kazakh pages, the Kazakh letters on Kazakh pages,
 * Georgian on Georgian pages. The ranges and the cut files are lib/fonts/faces.ts's (next/font needs
 * literals here; faces.test.ts keeps both equal).
 */

export const notoLatin = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const notoCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const notoKazakh = localFont({
  src: '../assets/fonts/noto-sans-kazakh-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0492-0493,U+049A-049B,U+04A2-04A3,U+04AE-04AF,U+04BA-04BB,U+04D8-04D9,U+04E8-04E9' }],
});

export const notoGeorgian = localFont({
  src: '../assets/fonts/noto-sans-georgian-mkhedruli-wght-normal.woff2',
  weight: '100 900',
  // No system font matches Noto's Georgian metrics, so a late swap would move the text: the
  // Georgian face is used when it arrives in time (or from the cache) and skipped otherwise.
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+10D0-10FF' }],
});

/**
 * One stack for the whole site: every script's face, then the metric-matched fallback
 * (lib/fonts/faces.ts; next/font's own would size Cyrillic like Latin and knows only a local Arial).
 */
export const fontStack = [notoLatin, notoCyrillic, notoKazakh, notoGeorgian]
  .map((face) => face.style.fontFamily)
  .concat(`"${FALLBACK_FAMILY}"`, 'system-ui', 'sans-serif')
  .join(', ');
