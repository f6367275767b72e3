import localFont from 'next/font/local';

/*
 * Noto Sans, self-hosted from the @fontsource-variable packages (no network at build or run time).
 * Each script is its own face with its unicode-range, so a page downloads only the scripts it shows:
 * Latin everywhere, Cyrillic on Russian and Kazakh pages (Kazakh letters sit in Cyrillic Extended),
 * Georgian on Georgian pages. Each face gets a metric-matched fallback, so the swap does not shift
 * the layout.
 */

export const notoLatin = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
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
  adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const notoCyrillicExt = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F' }],
});

export const notoGeorgian = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
  weight: '100 900',
  // No system font matches Noto's Georgian metrics, so a late swap would move the text: the
  // Georgian face is used when it arrives in time (or from the cache) and skipped otherwise.
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [{ prop: 'unicode-range', value: 'U+0589,U+10A0-10FF,U+1C90-1CBA,U+1CBD-1CBF,U+205A,U+2D00-2D2F,U+2E31' }],
});

const faces = [notoLatin, notoCyrillic, notoCyrillicExt, notoGeorgian];

/**
 * One stack for the whole site: every script's face first, then the metric-matched fallbacks.
 * (Each face's own `fontFamily` ends in its fallback; were they simply chained, the Latin fallback,
 * which has Cyrillic glyphs, would win over the Cyrillic face.)
 */
function splitFamilies(fontFamily: string): string[] {
  return fontFamily.split(',').map((family) => family.trim());
}
const primaries = faces.map((face) => splitFamilies(face.style.fontFamily)[0]);
const fallbacks = faces.flatMap((face) => splitFamilies(face.style.fontFamily).slice(1));
export const fontStack = [...primaries, ...new Set(fallbacks), 'system-ui', 'sans-serif'].join(', ');
