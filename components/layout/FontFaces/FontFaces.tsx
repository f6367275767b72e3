'use client';

import { FONT_STACK, fallbackFontFaceCss, fontFaceCss } from '@/lib/fonts/faces';

// The font stack as a custom property here, not a style attribute: the Content-Security-Policy
// allows the page's own <style> blocks by hash and no inline style attribute.
const FONT_CSS = `${fontFaceCss()}\n${fallbackFontFaceCss()}\n:root{--font-sans:${FONT_STACK}}`;

/**
 * Noto Sans and its metric-matched fallback (lib/fonts/faces.ts), in a <style> of their own.
 * A client component so that the 5.7 KB of CSS comes with the shared, cached code: rendered by
 * the server, the text would be in every page twice, as HTML and again in the RSC payload.
 * Not in the page's stylesheet: Chromium re-registers font faces in a sheet whose media queries
 * change state, and redraws the page (docs/performance.md).
 */
export function FontFaces() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the font faces, built from constants, allowed by hash in the CSP
  return <style dangerouslySetInnerHTML={{ __html: FONT_CSS }} />;
}
