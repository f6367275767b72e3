/**
 * The anchor every speed figure is measured beside: the smallest Next + next-intl app with the
 * site's four languages, their URL prefixes and a proxy (scripts/perf/anchor-app), built and
 * served in the same run as the site. This machine is shared and its speed moves from hour to
 * hour; a figure's ratio to the anchor measured beside it does not.
 */

import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../tests/integration/server';
import { nextBin } from '../next-bin';
import { pageWeight, referencedAssets, type PageWeight } from './rules/page-weight';

export const ANCHOR_DIR = join('scripts', 'perf', 'anchor-app');

/** `next build` of the anchor from a clean folder: its time in seconds, and whether it worked. */
export function buildAnchor(): { seconds: number; ok: boolean } {
  rmSync(join(ANCHOR_DIR, '.next'), { recursive: true, force: true });
  const started = performance.now();
  // Run from its own folder: given as an argument from here, Next took the site's instrumentation.
  const result = spawnSync(process.execPath, [nextBin(), 'build'], {
    cwd: ANCHOR_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), ok: result.status === 0 };
}

/** `next start` of the built anchor on a free port. */
export async function startAnchor(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin(), 'start', '-p', String(port)], {
    cwd: ANCHOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the anchor app exited (${child.exitCode}): was it built? npm run perf:anchor`);
    if (
      await fetch(`${url}/ru`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the anchor app did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => void child.kill() };
}

/**
 * The anchor's page as the browser gets it (HTML, its scripts and stylesheets), weighed as
 * `perf:js` weighs the site's pages: gzip bytes of initial JavaScript, CSS and HTML, and elements.
 */
export async function anchorPageWeight(url: string, path: string): Promise<PageWeight> {
  const html = await fetch(`${url}${path}`).then((response) => response.text());
  const { scripts, styles } = referencedAssets(html);
  const assets = new Map<string, Uint8Array>();
  for (const asset of [...scripts, ...styles]) {
    const bytes: ArrayBuffer = await fetch(`${url}${asset}`).then((response) => response.arrayBuffer());
    assets.set(asset, new Uint8Array(bytes));
  }
  return pageWeight(html, (asset) => assets.get(asset) ?? new Uint8Array());
}

/** The anchor's page for a page of the site: its home in the same language (`/ge/experts` → `/ge`). */
export function anchorPathFor(sitePath: string): string {
  const prefix = /^\/(ge|kz|ru|en)(?=\/|$)/.exec(sitePath)?.[1];
  return prefix && prefix !== 'en' ? `/${prefix}` : '/';
}

// `npm run perf:anchor`: builds the anchor and says how long it took.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { seconds, ok } = buildAnchor();
  console.log(`the anchor app (${ANCHOR_DIR}): next build ${ok ? 'done' : 'FAILED'} in ${seconds} s`);
  process.exitCode = ok ? 0 : 1;
}
