/**
 * A page's share preview (`og:image`), drawn at build time by the `opengraph-image` route of each
 * page folder: the brand, the page's title and description in its language and, where the page
 * has one, its key figure. Drawn with the site's own Noto Sans faces (lib/fonts/preview/). The
 * page's metadata points at it, with its alternative text (lib/seo/page-metadata.ts).
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { FACES_BY_LOCALE, FONT_FAMILY, PREVIEW_FONT_WEIGHTS, previewFontFileName, type FontFaceName } from '@/lib/fonts/faces';
import { LOCALE_PREFIXES, isLocalePrefix, tagForPrefix, type Locale } from '@/lib/i18n/locales';
import type { RouteKey } from '@/lib/routes';
import { PREVIEW_IMAGE_SIZE, type PreviewText } from '@/lib/seo/preview-image';
import { previewText } from '@/lib/seo/preview-text';

type ImageProps = { params: Promise<{ prefix: string }> };

const BRAND = '#2647d9';
const INK = '#141a2b';
const MUTED = '#4f5872';

// One family per face: next/og falls back from family to family, not by unicode-range.
const familyOf = (face: FontFaceName) => `${FONT_FAMILY} ${face}`;

async function fontsFor(locale: Locale) {
  const faces = FACES_BY_LOCALE[locale].flatMap((name) => PREVIEW_FONT_WEIGHTS.map((weight) => ({ name, weight })));
  return Promise.all(
    faces.map(async ({ name, weight }) => ({
      name: familyOf(name),
      // The folder is spelled out so that the build traces only it (PREVIEW_FONT_DIRECTORY).
      data: await readFile(join(process.cwd(), 'lib', 'fonts', 'preview', previewFontFileName(name, weight))),
      weight,
      style: 'normal' as const,
    })),
  );
}

/**
 * Every language's image is drawn at build time. The route lists the prefixes itself: a route
 * handler does not inherit the [prefix] layout's params.
 */
export function generateStaticParams() {
  return LOCALE_PREFIXES.map((prefix) => ({ prefix }));
}

/** The default export of a page's opengraph-image route. */
export function previewImage(key: RouteKey) {
  return async ({ params }: ImageProps) => {
    const { prefix } = await params;
    if (!isLocalePrefix(prefix)) throw new Error(`no preview for the prefix "${prefix}"`);
    const locale = tagForPrefix(prefix);
    const text = await previewText(key, locale);
    return new ImageResponse(<PreviewCard text={text} fontFamily={FACES_BY_LOCALE[locale].map(familyOf).join(', ')} />, {
      ...PREVIEW_IMAGE_SIZE,
      fonts: await fontsFor(locale),
    });
  };
}

/** The drawing: next/og lays it out with flexbox and inline styles only. */
function PreviewCard({ text, fontFamily }: { text: PreviewText; fontFamily: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px 56px',
        background: 'linear-gradient(135deg, #ffffff 0%, #ffffff 55%, #eaeef7 100%)',
        borderBottom: `16px solid ${BRAND}`,
        fontFamily,
        color: INK,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg viewBox="0 0 32 32" width="64" height="64" aria-hidden="true">
          <rect width="32" height="32" rx="9" fill={BRAND} />
          <path d="M9 10h14M9 16h10M9 22h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          <circle cx="24" cy="16" r="2.5" fill="#7ee0bf" />
        </svg>
        <span style={{ fontSize: 32, fontWeight: 700 }}>{text.siteName}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1040 }}>
        <div style={{ display: 'block', fontSize: text.title.length > 40 ? 56 : 68, fontWeight: 700, lineHeight: 1.15, lineClamp: 2 }}>{text.title}</div>
        <div style={{ display: 'block', fontSize: 30, color: MUTED, lineHeight: 1.4, lineClamp: 2 }}>{text.description}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {text.figure ? (
          <span style={{ display: 'flex', padding: '12px 28px', borderRadius: 999, background: BRAND, color: '#fff', fontSize: 30, fontWeight: 700 }}>
            {text.figure}
          </span>
        ) : (
          <span />
        )}
        <span style={{ fontSize: 26, color: MUTED }}>{text.host}</span>
      </div>
    </div>
  );
}
