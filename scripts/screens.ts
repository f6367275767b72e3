/**
 * Screenshots of the site, to show that a refactor changed nothing visible: every prefixed page
 * (the 16 pages under /en, /ge, /kz and /ru: the e2e suite's ALL_URLS) as a full-page PNG at
 * 1280 px (desktop) and 390 px (a phone), taken before and after the change and compared.
 *
 *   npx tsx scripts/screens.ts take DIR [--url http://host:port] [--page=/ru/experts]… [--css='h1{color:red}']
 *       the build in .next (`next start` on a free port, stopped at the end; or the server at
 *       --url) into DIR, as `ru_experts@390.png` and so on: 128 files, about six minutes on two
 *       cores. --page takes only that page (repeatable); --css adds a style sheet to every page,
 *       to check that `compare` sees a change. Fails if .next is built again meanwhile.
 *   npx tsx scripts/screens.ts compare DIR_A DIR_B
 *       prints each file that differs (how many pixels, where) or is missing on one side, and
 *       the number identical; exits 1 if any differs or is missing. The PNGs are compared by
 *       their pixels, so only what would be seen counts. `take` notes the browser and the
 *       system's fonts in DIR/machine.json, and `compare` says when they differ: the site's faces
 *       lack a few symbols (₸, ★, →), which the system's fonts draw.
 *
 * Two takes of the same build give the same files, byte for byte. What could change from one load
 * to the next is settled before each shot:
 *   - fonts: every page is drawn in Noto Sans, as a returning visitor sees it: the first-visit
 *     fallback (lib/fonts/first-visit.ts) is skipped by the flag it leaves in localStorage, and
 *     every face is loaded in the tab before the first shot. The faces are `font-display:
 *     optional` and miss their 100 ms now and then even from the HTTP cache, so what the text is
 *     actually drawn in is read back through the DevTools protocol, and a page that was drawn in
 *     the fallback is loaded again;
 *   - hydration and the parts loaded later: the page is scrolled to its end and back (which starts
 *     the sliders' Swiper, the code a tap would need and the link prefetches at once, rather than
 *     5 s later: lib/navigation/browser.ts), then the network and the main thread are let go quiet
 *     and the images decoded;
 *   - motion: reduced motion for the site's own CSS, Playwright's `animations: 'disabled'` for the
 *     rest, the caret hidden, the pointer never moved (no hover);
 *   - the notice of the old site (shown after hydration, floating over the first screen) is
 *     dismissed, as a returning visitor has, so that it hides nothing;
 *   - time zone (UTC) and browser locale fixed. The map on /offices is a drawn preview until asked
 *     for, so no tile is fetched; the footer's year changes once a year.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FACE_SAMPLES, FONTS_FETCHED_KEY } from '@/lib/fonts/first-visit';
import { FONT_FACES, FONT_FAMILY, parseUnicodeRange, uncoveredCharacters } from '@/lib/fonts/faces';
import { OLD_VERSION_NOTICE_KEY } from '@/lib/site';
import { startServer, type TestServer } from '../tests/integration/server';
import { untilHydrated } from '../tests/e2e/page-ready';
import { ALL_URLS, networkQuiet, type SiteUrl } from '../tests/e2e/site';

const EXECUTABLE = '/usr/bin/chromium';
const WIDTHS = {
  1280: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Width = keyof typeof WIDTHS;
/** How long the network must be still before a shot, and the most a page may take to get there. */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 20_000;
const SETTLE = { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS };
/** Loads of a page that came out in the fallback font before giving up. */
const FONT_ATTEMPTS = 3;

const PAGES: SiteUrl[] = ALL_URLS.filter((url) => url.prefix !== '');

function fileName(url: SiteUrl, width: Width): string {
  return `${url.prefix}_${url.routeKey}@${width}.png`;
}

/** Two idle moments of the main thread, after two frames: whatever was started has run. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 })))),
      ),
  );
}

/** Scrolls to the end of the page a screen at a time, as a reader would, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  // No named function in here: tsx would wrap it in a helper that the page does not have.
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    for (const top of [...Array.from({ length: Math.ceil(height / window.innerHeight) }, (_, index) => index * window.innerHeight), height, 0]) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/** Every image loaded and decoded, every font the page uses loaded. */
async function imagesAndFonts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
  });
}

const TEXT_NODE = 3;
type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] };

/** Each face's characters, to find text that a face draws. */
const FACE_RANGES = FONT_FACES.map((face) => parseUnicodeRange(face.unicodeRange));
/** Texts checked per face: a face that missed its 100 ms is left out for the whole page. */
const TEXTS_PER_FACE = 25;

/**
 * Where the page's faces missed their 100 ms (`font-display: optional`) and the text stayed in a
 * fallback: for text nodes that each face draws (TEXTS_PER_FACE of each, in document order), the
 * fonts they are actually drawn in (the DevTools protocol's platform fonts). Only the characters no
 * face covers (★, →: lib/fonts/faces.ts) may be drawn in a font of the system; a glyph more is a
 * face that missed. Returns such texts.
 */
async function missedFaces(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const texts: DomNode[] = [];
    const checked = FONT_FACES.map(() => 0);
    const walk = (node: DomNode) => {
      if (['HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.nodeName)) return;
      if (node.nodeType === TEXT_NODE) {
        const codePoints = [...node.nodeValue].map((character) => character.codePointAt(0)!);
        const faces = FACE_RANGES.flatMap((ranges, face) =>
          codePoints.some((point) => ranges.some(([first, last]) => point >= first && point <= last)) ? [face] : [],
        );
        if (faces.some((face) => checked[face]! < TEXTS_PER_FACE) && node.nodeValue.trim()) {
          texts.push(node);
          for (const face of faces) checked[face]!++;
        }
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(root as DomNode);
    // All asked at once: one at a time, the round trips took seconds on a long page.
    const fontsOf = await Promise.all(texts.map((text) => cdp.send('CSS.getPlatformFontsForNode', { nodeId: text.nodeId })));
    const missed: string[] = [];
    for (const [index, text] of texts.entries()) {
      const { fonts } = fontsOf[index]!;
      const systemGlyphs = fonts.filter((font) => !font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0);
      const uncovered = [...text.nodeValue].filter((character) => character.trim() && uncoveredCharacters(character).length > 0).length;
      if (systemGlyphs > uncovered) missed.push(`"${text.nodeValue.trim().slice(0, 30)}" in ${fonts.map((font) => font.familyName).join(', ')}`);
    }
    return missed;
  } finally {
    await cdp.detach();
  }
}

async function newContext(browser: Browser, width: Width, extraCss: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    // Only for --css: the page's Content-Security-Policy rightly refuses a style sheet of ours.
    bypassCSP: extraCss !== undefined,
    ...WIDTHS[width],
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // A returning visitor: the page asks for its faces at once (lib/fonts/first-visit.ts), and the
  // notice of the old site, which floats over the first screen's content, has been dismissed.
  await context.addInitScript(
    ({ fonts, notice }) => {
      localStorage.setItem(fonts, '1');
      localStorage.setItem(notice, 'dismissed');
    },
    { fonts: FONTS_FETCHED_KEY, notice: OLD_VERSION_NOTICE_KEY },
  );
  return context;
}

/**
 * Loads every face in the tab that takes the shots, so that each page finds them in the renderer's
 * memory cache (the HTTP cache alone is not quick enough: the faces often missed their 100 ms).
 */
async function warmFonts(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en`);
  await page.evaluate(({ family, samples }) => Promise.all(samples.map((sample) => document.fonts.load(`400 16px "${family}"`, sample))), {
    family: FONT_FAMILY,
    samples: FONT_FACES.map((face) => FACE_SAMPLES[face.name]),
  });
}

async function shoot(page: Page, origin: string, url: SiteUrl, file: string, extraCss: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await networkQuiet(
      page,
      async () => {
        const response = await page.goto(`${origin}${url.path}`, { waitUntil: 'load' });
        if (!response?.ok()) throw new Error(`${url.path}: ${response?.status() ?? 'no response'}`);
        if (extraCss !== undefined) await page.addStyleTag({ content: extraCss });
        await untilHydrated(page);
        await scrollThrough(page);
      },
      SETTLE,
    );
    await networkQuiet(
      page,
      async () => {
        await imagesAndFonts(page);
        await idle(page);
      },
      SETTLE,
    );
    const missed = await missedFaces(page);
    if (missed.length === 0) break;
    const where = `${missed.length} texts, such as ${missed.slice(0, 2).join('; ')}`;
    if (attempt === FONT_ATTEMPTS) throw new Error(`${url.path}: drawn without its faces ${attempt} times: ${where}`);
    console.warn(`${url.path}: drawn without its faces (${where}), loading it again`);
  }
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** The id of the build in .next, or a note that there is none (being built). */
function buildId(): string {
  try {
    return readFileSync('.next/BUILD_ID', 'utf8').trim();
  } catch {
    return 'no build';
  }
}

/**
 * What besides the code decides the pixels: the browser, and the system's fonts, which draw what
 * the site's faces do not cover (₸, ★, →; installing fonts-noto-core changed the ₸ of 24 shots).
 */
type Machine = { chromium: string; systemFonts: string };
const MACHINE_FILE = 'machine.json';

function machine(chromiumVersion: string): Machine {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', ['--format', '%{family}|%{style}|%{file}\n'], { encoding: 'utf8' }).split('\n').sort().join('\n');
  } catch {
    // No fontconfig (macOS): the browser's version only.
  }
  return { chromium: chromiumVersion, systemFonts: createHash('sha256').update(fonts).digest('hex').slice(0, 16) };
}

function readMachine(dir: string): Machine | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, MACHINE_FILE), 'utf8')) as Machine;
  } catch {
    return undefined;
  }
}

type TakeOptions = { givenUrl?: string; pages: SiteUrl[]; extraCss?: string };

/** How often our own server may be started again after something else stopped it. */
const SERVER_RESTARTS = 3;

async function take(dir: string, { givenUrl, pages, extraCss }: TakeOptions): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  let server: TestServer | undefined;
  let restarts = 0;
  const serverRuns = () => server !== undefined && server.process.exitCode === null && server.process.signalCode === null;
  /** Whether our server has stopped, or stops within 10 s: told to stop, it closes its port first and exits when it has finished. */
  const serverStopping = async () => !serverRuns() || (await Promise.race([once(server!.process, 'exit').then(() => true), sleep(10_000).then(() => false)]));
  /**
   * Where the pages are: --url, or our own `next start`, started again if it has stopped (other
   * jobs on a shared machine have been seen to stop every `next start`).
   */
  const origin = async (): Promise<string> => {
    if (givenUrl) return givenUrl.replace(/\/$/, '');
    if (serverRuns()) return server!.url;
    if (server) {
      const { exitCode, signalCode } = server.process;
      if (++restarts > SERVER_RESTARTS) throw new Error(`the server stopped ${restarts} times`);
      console.warn(`the server stopped (${signalCode ?? `exit code ${exitCode}`}): starting another`);
    }
    server = await startServer({});
    return server.url;
  };
  const buildAtStart = buildId();
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  writeFileSync(join(dir, MACHINE_FILE), `${JSON.stringify(machine(browser.version()), null, 2)}\n`);
  try {
    for (const width of Object.keys(WIDTHS).map(Number) as Width[]) {
      const context = await newContext(browser, width, extraCss);
      try {
        const page = await context.newPage();
        let warmed = '';
        for (const url of pages) {
          const name = fileName(url, width);
          for (;;) {
            const at = await origin();
            try {
              if (at !== warmed) await warmFonts(page, at);
              warmed = at;
              await shoot(page, at, url, join(dir, name), extraCss);
              break;
            } catch (error) {
              // The server stopped under us: again on a new one; any other failure is the page's.
              if (givenUrl || !(await serverStopping())) throw error;
            }
          }
          console.log(name);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  // `next start` reads the build as it goes: a build in the meantime mixes two builds' pages.
  if (!givenUrl && buildId() !== buildAtStart) throw new Error(`.next was built again during the take (${buildAtStart} → ${buildId()}): take it again`);
  console.log(`${pages.length * Object.keys(WIDTHS).length} screenshots in ${dir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

type Image = { width: number; height: number; channels: number; pixels: Buffer };

/** Decodes an 8-bit, non-interlaced grey, RGB or RGBA PNG (what Chromium writes); undefined for any other. */
function decodePng(file: Buffer): Image | undefined {
  const ihdr = file.subarray(16, 29);
  const [width, height, depth, colorType, interlace] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9], ihdr[12]];
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colorType ?? -1];
  if (depth !== 8 || interlace !== 0 || !channels) return undefined;
  const chunks: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    if (file.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[x - channels]! : 0;
      const b = above[x]!;
      const c = x >= channels ? above[x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = (row[x]! + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Why two PNG files differ, or null if they show the same pixels. */
function difference(a: Buffer, b: Buffer): string | null {
  if (a.equals(b)) return null;
  const [imageA, imageB] = [decodePng(a), decodePng(b)];
  if (!imageA || !imageB) return 'different bytes';
  if (imageA.width !== imageB.width || imageA.height !== imageB.height) return `size ${imageA.width}×${imageA.height} → ${imageB.width}×${imageB.height}`;
  if (imageA.channels !== imageB.channels) return 'different bytes';
  const { width, height, channels } = imageA;
  let count = 0;
  let [top, bottom, left, right] = [height, -1, width, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      if (imageA.pixels.compare(imageB.pixels, at, at + channels, at, at + channels) === 0) continue;
      count++;
      [top, bottom, left, right] = [Math.min(top, y), Math.max(bottom, y), Math.min(left, x), Math.max(right, x)];
    }
  return count === 0 ? null : `${count} pixels differ, within x ${left}–${right}, y ${top}–${bottom} (of ${width}×${height})`;
}

function compare(dirA: string, dirB: string): number {
  const pngs = (dir: string) => new Set(readdirSync(dir).filter((name) => name.endsWith('.png')));
  const [inA, inB] = [pngs(dirA), pngs(dirB)];
  const names = [...new Set([...inA, ...inB])].sort();
  let identical = 0;
  let problems = 0;
  for (const name of names) {
    if (!inA.has(name) || !inB.has(name)) {
      console.log(`${name}: only in ${inA.has(name) ? dirA : dirB}`);
      problems++;
      continue;
    }
    const why = difference(readFileSync(join(dirA, name)), readFileSync(join(dirB, name)));
    if (why === null) identical++;
    else {
      console.log(`${name}: ${why}`);
      problems++;
    }
  }
  console.log(`${identical} identical, ${problems} differing or missing, of ${names.length}`);
  const [machineA, machineB] = [readMachine(dirA), readMachine(dirB)];
  if (machineA && machineB && JSON.stringify(machineA) !== JSON.stringify(machineB))
    console.log(
      `note: taken with another browser or other system fonts (${JSON.stringify(machineA)} vs ${JSON.stringify(machineB)}): a difference may be the machine's`,
    );
  return problems === 0 && names.length > 0 ? 0 : 1;
}

const USAGE = `usage: npx tsx scripts/screens.ts take DIR [--url http://host:port] [--page=/ru/experts]… [--css='h1{color:red}']
       npx tsx scripts/screens.ts compare DIR_A DIR_B`;

const [command, ...args] = process.argv.slice(2);
const positional: string[] = [];
const chosenPages: string[] = [];
const unknown: string[] = [];
let givenUrl: string | undefined;
let extraCss: string | undefined;
for (let index = 0; index < args.length; index++) {
  const arg = args[index]!;
  if (arg === '--url') givenUrl = args[++index];
  else if (arg.startsWith('--url=')) givenUrl = arg.slice('--url='.length);
  else if (arg.startsWith('--page=')) chosenPages.push(arg.slice('--page='.length));
  else if (arg.startsWith('--css=')) extraCss = arg.slice('--css='.length);
  else if (arg.startsWith('--')) unknown.push(arg);
  else positional.push(arg);
}
unknown.push(...chosenPages.filter((path) => !PAGES.some((url) => url.path === path)).map((path) => `--page=${path} (not a prefixed page)`));
const forTake = givenUrl !== undefined || chosenPages.length > 0 || extraCss !== undefined;

if (unknown.length > 0) {
  console.error(`unknown: ${unknown.join(', ')}\n${USAGE}`);
  process.exitCode = 2;
} else if (command === 'take' && positional.length === 1) {
  const pages = chosenPages.length > 0 ? PAGES.filter((url) => chosenPages.includes(url.path)) : PAGES;
  await take(positional[0]!, { givenUrl, pages, extraCss });
} else if (command === 'compare' && positional.length === 2 && !forTake) {
  process.exitCode = compare(positional[0]!, positional[1]!);
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
