/**
 * The static tree (out/): every prerendered page and asset of a build, at the path nginx serves it
 * from, listed from Next's documented build outputs (a Deployment Adapter's `onBuildComplete`,
 * scripts/static-tree/adapter.mjs) and the project's public/ folder, never from .next/'s own files.
 */

import { createHash } from 'node:crypto';
export type BuildOutputs = {
  /** `outputs.prerenders`: a page's HTML, its RSC payload and segments, a route's body. */
  prerenders: { pathname: string; filePath: string | undefined; contentType: string | undefined }[];
  /** `outputs.staticFiles`: /_next/static and the metadata routes (sitemap, robots, manifest, icon). */
  staticFiles: { pathname: string; filePath: string }[];
};

export type TreeEntry = { path: string; source: string; compress: boolean };

/** Text types that are stored precompressed (.br, .gz) beside themselves. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|webmanifest|txt)$/;
// RSC payloads are many and small: nginx compresses them as it sends them.

/** Next's internal pages (`/_global-error`, `/_not-found`) and the pages router's leftovers. */
const skipped = (pathname: string) => (pathname.startsWith('/_') && !pathname.startsWith('/_next/')) || pathname === '/404' || pathname === '/500';

export function treeEntries(outputs: BuildOutputs, publicFiles: { path: string; source: string }[]): TreeEntry[] {
  const entries = new Map<string, TreeEntry>();
  const add = (path: string, source: string) => entries.set(path, { path, source, compress: COMPRESSIBLE.test(path) });
  for (const prerender of outputs.prerenders) {
    if (!prerender.filePath || skipped(prerender.pathname)) continue;
    add(prerender.contentType?.startsWith('text/html') ? `${prerender.pathname}.html` : prerender.pathname, prerender.filePath);
  }
  for (const file of outputs.staticFiles) if (!skipped(file.pathname)) add(file.pathname, file.filePath);
  for (const file of publicFiles) add(file.path, file.source);
  return [...entries.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The page a tree file holds: `/ru/experts.html` → `/ru/experts`; none for anything else. */
export function documentOfFile(path: string): string | undefined {
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : undefined;
}

/** A hash of a page's HTML as the servers send it: its ETag where browsers ask for it again. */
export function pageHash(html: string): string {
  return createHash('sha256').update(html).digest('base64url').slice(0, 22);
}
