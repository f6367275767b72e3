'use client';

import { FIRST_VISIT_SCRIPT } from '@/lib/fonts/first-visit';
import { DEFERRED_LAYOUT_SCRIPT } from '@/lib/layout/deferred-layout';

/**
 * The <head>'s inline scripts, which must run before the body is parsed: the first visit's mark
 * (lib/fonts/first-visit.ts) and the sections laid out after the page has loaded
 * (lib/layout/deferred-layout.ts). A client component, like FontFaces, so that their text comes
 * with the shared, cached code: rendered by the server, it was in every page twice, as HTML and
 * again in the RSC payload.
 */
export function HeadScripts() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by hash in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: FIRST_VISIT_SCRIPT }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by hash in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: DEFERRED_LAYOUT_SCRIPT }} />
    </>
  );
}
