'use client';

import { useEffect } from 'react';
import { compactFontStack, FACES_BY_LOCALE, FONT_FAMILY, FONT_STACK, fallbackFontFaceCss, fontFaceCss } from '@/lib/fonts/faces';
import { FACE_SAMPLES, FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_CSS, FIRST_VISIT_VALUE, FONTS_FETCHED_KEY } from '@/lib/fonts/first-visit';
import { isLocale } from '@/lib/i18n/locales';
import { whenIdle } from '@/lib/navigation/browser';

// The font stack as a custom property here, not a style attribute: the Content-Security-Policy
// allows the page's own <style> blocks by hash and no inline style attribute.
// Joined without line breaks: every byte counts against the home pages' CSS budget (perf:js).
const FONT_CSS = `${fontFaceCss()}${fallbackFontFaceCss()}:root{--font-sans:${compactFontStack(FONT_STACK)}}${FIRST_VISIT_CSS}`;

/**
 * Noto Sans and its metric-matched fallback (lib/fonts/faces.ts), in a <style> of their own.
 * A client component so that its CSS comes with the shared, cached code: rendered by the server,
 * the text would be in every page twice, as HTML and again in the RSC payload (docs/performance.md,
 * "Figures behind the code's choices").
 * Not in the page's stylesheet: Chromium re-registers font faces in a sheet whose media queries
 * change state, and redraws the page (docs/performance.md).
 * On a first visit the page stays in the system's fonts, and the faces are fetched once it is
 * idle, for the next page (lib/fonts/first-visit.ts).
 */
export function FontFaces() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.getAttribute(FIRST_VISIT_ATTRIBUTE) !== FIRST_VISIT_VALUE || !isLocale(root.lang)) return;
    const faces = FACES_BY_LOCALE[root.lang];
    return whenIdle(() => {
      Promise.all(faces.map((face) => document.fonts.load(`400 1em "${FONT_FAMILY}"`, FACE_SAMPLES[face])))
        .then(() => localStorage.setItem(FONTS_FETCHED_KEY, '1'))
        .catch(() => {});
    });
  }, []);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the font faces, built from constants, allowed by hash in the CSP
  return <style dangerouslySetInnerHTML={{ __html: FONT_CSS }} />;
}
