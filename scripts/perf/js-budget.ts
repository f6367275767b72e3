/**
 * `npm run perf:js` (after a build): initial JavaScript, CSS and HTML per page, gzip, for all 80
 * URLs (the unprefixed ones are served from the /en files), with each page's HTML before
 * compression and its DOM elements, and a non-zero exit when a page goes over the JavaScript, CSS,
 * HTML or DOM budget or loads Leaflet, Swiper, zod, react-hook-form, MiniSearch or react-day-picker up front. Writes
 * perf/results/js.json and prints a Markdown table.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_PREFIXES } from '../../lib/i18n/locales';
import { LAZY_LIBRARIES, lazyLibrariesIn, librariesIn, pageWeight, SERVER_LIBRARIES, type LazyLibrary } from './rules/page-weight';
import { BUDGETS, type JsResult, type PageWeightRow } from './rules/summary';
import { ANCHOR_DIR, anchorPageWeight, startAnchor } from './anchor';
import { ROUTES } from '../../lib/routes';

export const JS_BUDGET_BYTES = BUDGETS.jsBytesPerPage;
const CSS_BUDGET_BYTES = BUDGETS.cssBytesPerPage;
const DOM_BUDGET = BUDGETS.domElementsPerPage;
const HTML_BUDGET_BYTES = BUDGETS.htmlBytesPerPage;
// The static tree the build writes (out/): Next's documented outputs, at the paths they are served from.
const read = (path: string) => readFileSync(join('out', path));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = ROUTES.flatMap((route) =>
  LOCALE_PREFIXES.map((prefix) => {
    const url = route.path === '/' ? `/${prefix}` : `/${prefix}${route.path}`;
    const weight = pageWeight(read(`${url}.html`).toString('utf8'), read);
    const eager = [...new Set(weight.scripts.flatMap((script) => lazyLibrariesIn(read(script).toString('utf8'))))];
    return { url, ...weight, eager };
  }),
);

const over = rows.filter((row) => row.js > JS_BUDGET_BYTES);
const lines = [
  `| page | JS (gzip KiB) | CSS (gzip KiB) | HTML (gzip KiB) | HTML (KB) | DOM elements |`,
  `| --- | ---: | ---: | ---: | ---: | ---: |`,
  ...rows.map((row) => `| ${row.url} | ${kib(row.js)} | ${kib(row.css)} | ${kib(row.html)} | ${(row.htmlRaw / 1000).toFixed(0)} | ${row.domElements} |`),
];
// Beside the anchor's home in each language, when it is built (npm run perf:anchor): the same
// weights of the smallest Next + next-intl page, and the site's figures as multiples of them.
const anchorPages: PageWeightRow[] = [];
if (existsSync(join(ANCHOR_DIR, '.next', 'BUILD_ID'))) {
  const anchor = await startAnchor();
  try {
    for (const prefix of LOCALE_PREFIXES) {
      const { scripts: _s, ...weight } = await anchorPageWeight(anchor.url, `/${prefix}`);
      anchorPages.push({ url: `/${prefix}`, ...weight });
    }
  } finally {
    anchor.stop();
  }
  const bare = anchorPages[0]!;
  const times = (site: number, anchorValue: number) => `${(site / anchorValue).toFixed(1)}×`;
  const most = (weight: 'js' | 'html' | 'domElements') => rows.reduce((a, b) => (b[weight] > a[weight] ? b : a));
  console.log(
    `beside the anchor app's page (${bare.url}: ${kib(bare.js)} KiB of JavaScript, ${kib(bare.html)} KiB of HTML, ${bare.domElements} elements): ` +
      `JavaScript up to ${times(most('js').js, bare.js)}, HTML up to ${times(most('html').html, bare.html)}, elements up to ${times(most('domElements').domElements, bare.domElements ?? 1)}`,
  );
} else console.log('the anchor app is not built (npm run perf:anchor): no figures beside it');
mkdirSync(join('perf', 'results'), { recursive: true });
const report: JsResult = {
  date: new Date().toISOString(),
  budgetBytes: JS_BUDGET_BYTES,
  pages: rows.map(({ scripts: _s, eager: _e, ...row }) => row),
  ...(anchorPages.length > 0 ? { anchor: anchorPages } : {}),
};
writeFileSync(join('perf', 'results', 'js.json'), JSON.stringify(report, null, 2));
console.log(lines.join('\n'));
const heaviest = (weight: 'js' | 'css') => rows.reduce((a, b) => (b[weight] > a[weight] ? b : a));
const max = heaviest('js');
console.log(
  `\nlargest: ${max.url} ${kib(max.js)} KiB of JavaScript (budget ${kib(JS_BUDGET_BYTES)} KiB); ${rows.length} pages (the 16 unprefixed URLs serve the /en files)`,
);
if (over.length > 0) {
  console.error(`over the JavaScript budget: ${over.map((row) => `${row.url} ${kib(row.js)} KiB`).join(', ')}`);
  process.exitCode = 1;
}
const heaviestCss = heaviest('css');
console.log(`most CSS: ${heaviestCss.url} ${kib(heaviestCss.css)} KiB, stylesheets and inlined (budget ${kib(CSS_BUDGET_BYTES)} KiB)`);
const overCss = rows.filter((row) => row.css > CSS_BUDGET_BYTES);
if (overCss.length > 0) {
  console.error(
    `over the CSS budget: ${overCss.map((row) => `${row.url} ${kib(row.css)} KiB`).join(', ')}. Each page inlines its CSS, so CSS shared with other pages is paid on every load (next.config.ts, cssChunking).`,
  );
  process.exitCode = 1;
}

const largest = (measure: 'htmlRaw' | 'domElements') => rows.reduce((a, b) => (b[measure] > a[measure] ? b : a));
const [mostHtml, mostDom] = [largest('htmlRaw'), largest('domElements')];
console.log(
  `most HTML: ${mostHtml.url} ${(mostHtml.htmlRaw / 1000).toFixed(0)} KB (budget ${HTML_BUDGET_BYTES / 1000} KB); most elements: ${mostDom.url} ${mostDom.domElements} (budget ${DOM_BUDGET})`,
);
const overSize = rows.filter((row) => row.domElements > DOM_BUDGET || row.htmlRaw > HTML_BUDGET_BYTES);
if (overSize.length > 0) {
  console.error(
    `over the page size budget (${DOM_BUDGET} elements, ${HTML_BUDGET_BYTES / 1000} KB of HTML): ${overSize.map((row) => `${row.url} ${row.domElements} elements, ${(row.htmlRaw / 1000).toFixed(0)} KB`).join('; ')}`,
  );
  process.exitCode = 1;
}

// Every chunk of the build, read once: the lazy libraries' markers must each be somewhere in it
// (else the check below could not fail), the server libraries' nowhere.
const chunks = join('out', '_next', 'static', 'chunks');
const chunkCode = readdirSync(chunks)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, code: readFileSync(join(chunks, name), 'utf8') }));
const built = new Set(chunkCode.flatMap(({ code }) => lazyLibrariesIn(code)));
const unseen = (Object.keys(LAZY_LIBRARIES) as LazyLibrary[]).filter((name) => !built.has(name));
if (unseen.length > 0) {
  console.error(`no chunk of the build contains ${unseen.join(', ')}: the lazy-loading check needs new markers in scripts/perf/rules/page-weight.ts`);
  process.exitCode = 1;
}
const serverCode = chunkCode.flatMap(({ name, code }) => librariesIn(code, SERVER_LIBRARIES).map((library) => `${library} in ${name}`));
if (serverCode.length > 0) {
  console.error(`server code in the browser's chunks: ${serverCode.join('; ')}`);
  process.exitCode = 1;
}
const eager = rows.filter((row) => row.eager.length > 0);
if (eager.length > 0) {
  console.error(`loaded up front, though they must wait until used: ${eager.map((row) => `${row.url} (${row.eager.join(', ')})`).join('; ')}`);
  process.exitCode = 1;
} else console.log(`no page loads ${Object.keys(LAZY_LIBRARIES).join(', ')} up front`);
