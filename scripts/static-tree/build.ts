/**
 * Writes the static tree (out/) at the end of `next build`, from the outputs Next hands its
 * Deployment Adapter (adapter.mjs): every page and asset, each text file also as .br (brotli,
 * quality 11) and .gz (gzip, level 9), and out/deploy.json with each page's
 * Content-Security-Policy and a hash of its HTML (its ETag under `next start`) for the servers
 * (proxy.ts, scripts/nginx/nginx.ts).
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getConfig } from '../../lib/config';
import { contentDir, contentFileIn } from '../../lib/content/content-dir';
import { NONCE_PLACEHOLDER } from '../../lib/deploy/page-headers';
import type { DeployManifest } from '../../lib/deploy/static-tree';
import { documentOfFile, pageHash, treeEntries, type BuildOutputs, type TreeEntry } from './tree';
import { inlineScriptHashes, inlineStyleHashes, scriptHash, siteCsp } from '../../lib/security/csp';
import { rewritePage, rewriteReport } from './rewrites';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function publicFiles(dir: string, base = dir): Promise<{ path: string; source: string }[]> {
  const found: { path: string; source: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const source = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await publicFiles(source, base)));
    else found.push({ path: `/${relative(base, source).split('\\').join('/')}`, source });
  }
  return found;
}

/** Runs `work` over `items`, a few at a time: zlib's compressions use Node's thread pool. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * A page's HTML after the build's rewrites (./rewrites.ts), written back to the build too, so that
 * `next start` serves the same page as nginx. Returns the names of the rewrites that changed it.
 */
async function leanPage(source: string): Promise<string[]> {
  const html = await readFile(source, 'utf8');
  const { html: lean, applied } = rewritePage(html);
  if (lean !== html) await writeFile(source, lean);
  return applied;
}

async function writeEntry(outDir: string, entry: TreeEntry, rewritten: Map<string, string[]>): Promise<Buffer | undefined> {
  const target = join(outDir, entry.path);
  await mkdir(dirname(target), { recursive: true });
  const document = documentOfFile(entry.path);
  if (document) rewritten.set(document, await leanPage(entry.source));
  await copyFile(entry.source, target);
  if (!entry.compress) return undefined;
  const data = await readFile(target);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
  return data;
}

/** The ids of the experts and services in the content the build read (CONTENT_DIR). */
async function catalogIds(projectDir: string): Promise<{ expert: string[]; service: string[] }> {
  const dir = contentDir();
  const ids = async (name: 'experts' | 'services') =>
    (JSON.parse(await readFile(join(projectDir, contentFileIn(dir, name)), 'utf8')) as Record<string, { id: string }[]>)[name]!.map((item) => item.id);
  return { expert: await ids('experts'), service: await ids('services') };
}

export async function writeStaticTree({ outputs, projectDir }: { outputs: BuildOutputs; projectDir: string }): Promise<DeployManifest> {
  const started = performance.now();
  const config = getConfig();
  const outDir = join(projectDir, 'out');
  await rm(outDir, { recursive: true, force: true });
  const entries = treeEntries(outputs, await publicFiles(join(projectDir, 'public')));
  const pages = new Map<string, string>();
  const stylesheets: string[] = [];
  const rewritten = new Map<string, string[]>();
  await inParallel(entries, 8, async (entry) => {
    const data = await writeEntry(outDir, entry, rewritten);
    const document = documentOfFile(entry.path);
    const text = async () => (data ?? (await readFile(entry.source))).toString('utf8');
    if (document) pages.set(document, await text());
    else if (entry.path.startsWith('/_next/static/') && entry.path.endsWith('.css')) stylesheets.push(scriptHash(await text()));
  });
  const rewrites = rewriteReport(rewritten);
  for (const line of rewrites.lines) console.log(`static tree: ${line}`);
  if (rewrites.errors.length > 0) throw new Error(rewrites.errors.join('\n'));
  // The client router inserts the next page's CSS as <style> elements holding its files' text.
  const siteStyles = [...new Set(stylesheets)].sort();
  const documents: Record<string, string> = {};
  // A page rendered on request gets a nonce for Next's scripts, which Next writes into it; the
  // site's own inline scripts (the same on many pages) are admitted by their hashes. Next gives
  // the CSS it inlines no nonce, and its text there is each route's own mix of the site's files,
  // which no build could hash: such a page admits inline styles (never inline scripts).
  const onDemandNonce = `'nonce-${NONCE_PLACEHOLDER}'`;
  const pagesWithScript = new Map<string, number>();
  for (const [document, html] of pages) {
    const scripts = inlineScriptHashes(html);
    for (const hash of scripts) pagesWithScript.set(hash, (pagesWithScript.get(hash) ?? 0) + 1);
    documents[document] = siteCsp(config, { scripts, styles: [...new Set([...inlineStyleHashes(html), ...siteStyles])] });
  }
  const sharedScripts = [...pagesWithScript]
    .filter(([, count]) => count > 1)
    .map(([hash]) => hash)
    .sort();
  const manifest: DeployManifest = {
    builtAt: new Date().toISOString(),
    https: config.https,
    localeDetection: config.localeDetection,
    rootRedirect: config.rootRedirect,
    csp: {
      documents,
      fallback: siteCsp(config),
      onDemand: siteCsp(config, { scripts: [onDemandNonce, ...sharedScripts], styles: ["'unsafe-inline'"] }),
    },
    nonceSeed: randomBytes(32).toString('base64url'),
    catalogIds: await catalogIds(projectDir),
    // Of the HTML as written to out/, with the changes `leanPage` wrote back for `next start` too.
    pageHashes: Object.fromEntries([...pages].map(([document, html]) => [document, pageHash(html)])),
    files: entries.map((entry) => entry.path),
  };
  await writeFile(join(outDir, 'deploy.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  const bytes = (await Promise.all(entries.map((entry) => stat(join(outDir, entry.path)).then((info) => info.size)))).reduce((sum, size) => sum + size, 0);
  console.log(
    `static tree: ${entries.length} files (${(bytes / 1e6).toFixed(1)} MB, ${entries.filter((e) => e.compress).length} precompressed), ${Object.keys(documents).length} pages, in ${((performance.now() - started) / 1000).toFixed(1)} s → out/`,
  );
  return manifest;
}
