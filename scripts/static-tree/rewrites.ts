/**
 * The build's rewrites of the pages Next prerendered. Each one reads markup that Next or React
 * write but do not document (docs/upgrading-next.md), so an upgrade can make it match nothing and
 * leave every page silently as it was. Each one applies to every prerendered page today: the build
 * counts the pages each changed and fails, naming the rewrite, when one misses a page.
 */
import { hydrateAfterFirstPaint } from './first-paint';
import { dropInlinePayloadTexts } from './inline-payload';

export type PageRewrite = { name: string; rewrite: (html: string) => string };

/** In the order they run. */
export const PAGE_REWRITES: readonly PageRewrite[] = [
  { name: 'texts the inline payload repeats (scripts/static-tree/inline-payload.ts)', rewrite: dropInlinePayloadTexts },
  { name: 'chunks added after the first paint (scripts/static-tree/first-paint.ts)', rewrite: hydrateAfterFirstPaint },
];

/** The page after every rewrite, and the names of those that changed it. */
export function rewritePage(html: string, rewrites: readonly PageRewrite[] = PAGE_REWRITES): { html: string; applied: string[] } {
  const applied: string[] = [];
  let page = html;
  for (const { name, rewrite } of rewrites) {
    const rewritten = rewrite(page);
    if (rewritten !== page) applied.push(name);
    page = rewritten;
  }
  return { html: page, applied };
}

/**
 * What each rewrite did over the build's pages (`applied`: each page's rewrites that changed it):
 * one line per rewrite for the build's log, and an error for each that missed a page.
 */
export function rewriteReport(
  applied: ReadonlyMap<string, readonly string[]>,
  rewrites: readonly PageRewrite[] = PAGE_REWRITES,
): { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  for (const { name } of rewrites) {
    const missed = [...applied].filter(([, names]) => !names.includes(name)).map(([page]) => page);
    lines.push(`${name}: ${applied.size - missed.length} of ${applied.size} pages`);
    if (missed.length > 0) {
      const shown = missed.slice(0, 5).join(', ') + (missed.length > 5 ? `, and ${missed.length - 5} more` : '');
      errors.push(
        `the build's rewrite "${name}" changed nothing on ${missed.length} of ${applied.size} pages (${shown}): ` +
          "Next's or React's markup has changed; see docs/upgrading-next.md",
      );
    }
  }
  return { lines, errors };
}
