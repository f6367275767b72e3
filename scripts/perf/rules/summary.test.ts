import { describe, expect, it } from 'vitest';
import {
  anchorBudgetMisses,
  documentRoundTripsText,
  NOT_MEASURED,
  perfSummary,
  SUMMARY_END,
  SUMMARY_START,
  withSummaryBlock,
  type BuildResult,
  type InpResult,
  type JsResult,
  type LighthouseResult,
  type LighthouseRow,
  type MachineInfo,
  type PhoneResult,
  type ServingCase,
  type ServingResult,
} from './summary';

const KIB = 1024;

const machine: MachineInfo = {
  date: '2026-11-21T12:34:56.000Z',
  cpus: 2,
  cpuModel: 'Test CPU 3000',
  memoryGiB: 7.75,
  node: 'v20.20.2',
  next: '16.4.6',
  chromium: 'Chromium 156.0.1',
};

const build: BuildResult = { date: '2026-11-21T10:00:00.000Z', seconds: 17.54, ok: true };

const js: JsResult = {
  date: '2026-11-21T10:01:00.000Z',
  budgetBytes: 185 * KIB,
  pages: [
    { url: '/en', html: 60 * KIB, htmlRaw: 209_000, domElements: 712, js: 170 * KIB, css: 5 * KIB },
    { url: '/en/about_project', html: 30 * KIB, htmlRaw: 110_000, domElements: 330, js: 165.5 * KIB, css: 3.5 * KIB },
    { url: '/ru/services', html: 40 * KIB, htmlRaw: 150_000, domElements: 603, js: 170.3 * KIB, css: 4 * KIB },
  ],
};

const measurement = (path: string, requestsPerSecond: number, status = 200) => ({
  path,
  status,
  requestsPerSecond,
  latencyP99Ms: 40,
  unexpected: 0,
  errors: 0,
});
const serving: ServingResult = {
  date: '2026-11-21T10:02:00.000Z',
  connections: 50,
  durationSeconds: 10,
  cases: [
    {
      name: 'prefixed',
      reference: measurement('/_next/static/perf-reference-prefixed.html', 2000),
      nginx: measurement('/ru/experts', 1920),
      next: measurement('/ru/experts', 320),
    },
    {
      name: 'unprefixed',
      reference: measurement('/_next/static/perf-reference-unprefixed.html', 2000),
      nginx: measurement('/experts', 1900),
      next: measurement('/experts', 300),
    },
    {
      name: 'redirected',
      reference: measurement('/_next/static/perf-reference-redirected.html', 2000),
      nginx: measurement('/experts', 2100, 302),
      next: measurement('/experts', 400, 302),
    },
  ],
};

const page = (url: string, preset: string, performance: number, extra: Partial<LighthouseRow> = {}): LighthouseRow => ({
  url,
  preset,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  consoleErrors: 0,
  failedRequests: [],
  ...extra,
});

const anchor = (performance: number, tbtMs: number, lcpMs: number) => ({ performance, tbtMs, lcpMs, cls: 0 });

const lighthouse: LighthouseResult = {
  date: '2026-11-21T10:03:00.000Z',
  runs: 3,
  rows: [
    page('/', 'mobile', 99, { lcpMs: 2100, benchmarkIndex: 2400, anchor: anchor(98, 100, 2000) }),
    page('/', 'desktop', 100, { anchor: anchor(100, 0, 600) }),
    page('/ru', 'mobile', 98, {
      lcpMs: 2500,
      tbtMs: 300,
      benchmarkIndex: 2600,
      documentBytes: 27_696,
      anchor: { ...anchor(97, 250, 2300), documentBytes: 3_181 },
    }),
    page('/ru', 'desktop', 100, { anchor: anchor(100, 0, 600) }),
  ],
};

const inp: InpResult = {
  date: '2026-11-21T10:04:00.000Z',
  cpuSlowdown: 4,
  budgetMs: 200,
  rows: [
    { step: 'open the request dialog', url: '/experts', inpMs: 40, runsMs: [32, 40, 48] },
    { step: 'open the request dialog', url: '/ge/experts', inpMs: 56, runsMs: [48, 56, 64] },
    { step: 'type into the header search', url: '/', inpMs: 240, runsMs: [200, 240, 260] },
  ],
};

const all = { build, js, serving, lighthouse, inp };

/** The table row whose first cell starts with `what`. */
function row(markdown: string, what: string): string[] {
  const line = markdown.split('\n').find((candidate) => candidate.startsWith(`| ${what}`));
  if (!line) throw new Error(`no row for ${what} in\n${markdown}`);
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('perf summary', () => {
  it('reports the figures within their budgets as met', () => {
    const { json, markdown } = perfSummary(all, machine);
    expect(json.date).toBe(machine.date);
    expect(json.machine).toEqual({ cpus: 2, cpuModel: 'Test CPU 3000', memoryGiB: 7.75, node: 'v20.20.2', next: '16.4.6', chromium: 'Chromium 156.0.1' });
    expect(json.build).toMatchObject({ seconds: 17.5, budgetSeconds: 60, met: true });
    expect(json.javascript).toMatchObject({
      pages: 3,
      minKiB: 165.5,
      minPage: '/en/about_project',
      maxKiB: 170.3,
      largestPage: '/ru/services',
      budgetKiB: 185,
      met: true,
    });
    expect(json.html).toMatchObject({ minKiB: 30, minPage: '/en/about_project', maxKiB: 60, maxPage: '/en' });
    expect(json.css).toMatchObject({ minKiB: 3.5, minPage: '/en/about_project', maxKiB: 5, maxPage: '/en' });
    expect(json.serving?.cases[0]).toMatchObject({ name: 'prefixed', ofReference: 0.96, timesNext: 6, budgetOfReference: 0.9, budgetTimesNext: 5, met: true });
    expect(json.serving?.cases[2]).toMatchObject({ name: 'redirected', ofReference: 1.05, timesNext: 5.3, met: true });
    const mobile = json.lighthouse?.presets.mobile;
    // Beside the anchor: scores 99/98 and 98/97, TBT 100/100 and 300/250, LCP 2100/2000 and 2500/2300.
    expect(mobile?.beside).toEqual({
      performance: { median: 1.01, worst: 1.01, worstPage: '/' },
      tbt: { median: 1.1, worst: 1.2, worstPage: '/ru' },
      lcp: { median: 1.07, worst: 1.09, worstPage: '/ru' },
    });
    expect(mobile?.anchorBudget).toEqual({ pagesWithin: 2, misses: [], missedFigures: [], met: true });
    expect(mobile).toMatchObject({ performanceMedian: 98.5, anchorPerformanceMedian: 97.5, benchmarkIndexMedian: 2500, pagesWithoutAnchor: 0 });
    expect(row(markdown, 'Lighthouse mobile: TBT beside the anchor')).toEqual([
      'Lighthouse mobile: TBT beside the anchor',
      'median 1.10×, most 1.20× (/ru)',
      'every page ≤ 1.50×',
      'yes',
    ]);
    expect(row(markdown, 'Lighthouse mobile: performance beside the anchor').slice(1)).toEqual([
      "median 1.01×, lowest 1.01× (/); medians 98.5 and the anchor's 97.5",
      'every page ≥ 1.00×',
      'yes',
    ]);
    expect(row(markdown, "Lighthouse mobile: the machine's benchmark index")[1]).toBe('2500');
    expect(mobile?.accessibility.met).toBe(true);
    expect(mobile?.cls).toMatchObject({ max: 0, met: true });
    expect(mobile?.consoleErrors).toMatchObject({ total: 0, met: true });
    // The desktop preset has no speed budget: its ratios are for the record.
    expect(json.lighthouse?.presets.desktop?.anchorBudget).toBeUndefined();
    expect(row(markdown, 'Lighthouse desktop: performance beside the anchor').slice(2)).toEqual(['—', '—']);
  });

  it('reports a page over the JavaScript budget as not met', () => {
    const heavy: JsResult = { ...js, pages: [...js.pages, { url: '/kz/experts', html: 35 * KIB, js: 186 * KIB, css: 0 }] };
    const { json, markdown } = perfSummary({ ...all, js: heavy }, machine);
    expect(json.javascript).toMatchObject({ maxKiB: 186, largestPage: '/kz/experts', met: false });
    expect(row(markdown, 'initial JavaScript')).toEqual([
      'initial JavaScript per page, gzip (4 pages)',
      '165.5 KiB (/en/about_project) to 186.0 KiB (/kz/experts); no anchor beside it',
      '≤ 185 KiB per page',
      '**no**',
    ]);
  });

  it('holds CSS to its own budget per page', () => {
    expect(row(perfSummary({ js }, machine).markdown, 'CSS per page').slice(1)).toEqual([
      '3.5 KiB (/en/about_project) to 5.0 KiB (/en)',
      '≤ 7 KiB per page',
      'yes',
    ]);
    const merged: JsResult = { ...js, pages: [...js.pages, { url: '/ge', html: 78 * KIB, js: 169 * KIB, css: 8 * KIB }] };
    const { json, markdown } = perfSummary({ js: merged }, machine);
    expect(json.css).toMatchObject({ maxKiB: 8, maxPage: '/ge', budgetKiB: 7, met: false });
    expect(row(markdown, 'CSS per page').slice(2)).toEqual(['≤ 7 KiB per page', '**no**']);
  });

  it('compares JavaScript bytes, not rounded KiB, with the budget', () => {
    const justOver: JsResult = { ...js, pages: [{ url: '/en', html: KIB, js: 185 * KIB + 1, css: 0 }] };
    expect(perfSummary({ js: justOver }, machine).json.javascript?.met).toBe(false);
  });

  it('reports a serving ratio under either budget, or a wrong status, as not met', () => {
    const [prefixed, unprefixed, redirected] = serving.cases as [ServingCase, ServingCase, ServingCase];
    const slow: ServingResult = {
      ...serving,
      cases: [
        { ...prefixed, nginx: { ...prefixed.nginx, requestsPerSecond: 1700 } },
        { ...unprefixed, next: { ...unprefixed.next, requestsPerSecond: 400 } },
        { ...redirected, nginx: { ...redirected.nginx, unexpected: 3 } },
      ],
    };
    const { json, markdown } = perfSummary({ ...all, serving: slow }, machine);
    expect(json.serving?.cases.map((entry) => entry.met)).toEqual([false, false, false]);
    expect(row(markdown, 'serving: prefixed')).toEqual([
      'serving: prefixed, nginx, /ru/experts (50 connections, 10 s each)',
      '1700 req/s, p99 40 ms; 0.85 of the same bytes as a file (2000 req/s, p99 40 ms); 5.3× next start (320 req/s, p99 40 ms)',
      '≥ 0.90 of the file and ≥ 5× next start',
      '**no**',
    ]);
    expect(row(markdown, 'serving: redirected')[1]).toContain('3 answers not 302 and 0 errors');
  });

  it('reports a mobile page that misses a ratio beside the anchor, or was measured without it, as not met', () => {
    const slow = page('/kz', 'mobile', 95, { tbtMs: 400, anchor: anchor(97, 200, 2000) });
    const { json, markdown } = perfSummary({ ...all, lighthouse: { ...lighthouse, rows: [...lighthouse.rows, slow] } }, machine);
    expect(json.lighthouse?.presets.mobile?.anchorBudget).toEqual({
      pagesWithin: 2,
      misses: ["/kz: performance 95 against the anchor's 97", "/kz: TBT 2.00× the anchor's (at most 1.50×)"],
      missedFigures: ['performance', 'tbt'],
      met: false,
    });
    expect(row(markdown, 'Lighthouse mobile: TBT beside the anchor').slice(1)).toEqual(['median 1.20×, most 2.00× (/kz)', 'every page ≤ 1.50×', '**no**']);
    expect(row(markdown, 'Lighthouse mobile: performance beside the anchor')[1]).toContain('lowest 0.98× (/kz)');
    expect(row(markdown, 'Lighthouse mobile: performance beside the anchor')[3]).toBe('**no**');
    // Each ratio is judged on its own: no page misses the LCP ratio here.
    expect(row(markdown, 'Lighthouse mobile: LCP beside the anchor')[3]).toBe('yes');

    // An absolute score alone is no result.
    const alone = page('/ge', 'mobile', 100);
    const without = perfSummary({ lighthouse: { ...lighthouse, rows: [...lighthouse.rows, alone] } }, machine);
    expect(without.json.lighthouse?.presets.mobile).toMatchObject({ pagesWithoutAnchor: 1, anchorBudget: { pagesWithin: 2, met: false } });
    expect(row(without.markdown, 'Lighthouse mobile: LCP beside the anchor')[1]).toContain('1 pages without the anchor');
    expect(row(without.markdown, 'Lighthouse mobile: LCP beside the anchor')[3]).toBe('**no**');
  });

  it("says when an LCP beside the anchor's is held by the round trips its larger document needs on the simulated network", () => {
    const lcpMiss = (documentBytes: number | undefined, anchorDocumentBytes: number | undefined) =>
      anchorBudgetMisses({
        performance: 100,
        tbtMs: 60,
        lcpMs: 835,
        cls: 0,
        documentBytes,
        anchor: { performance: 100, tbtMs: 90, lcpMs: 684, cls: 0, documentBytes: anchorDocumentBytes },
      });
    expect(lcpMiss(27_696, 3_181)).toEqual([
      {
        figure: 'lcp',
        words:
          "LCP 1.22× the anchor's (at most 1.10×); its document, 27.7 KB, takes 1 round trip (150 ms) more than the anchor's 3.2 KB on the simulated network",
      },
    ]);
    expect(lcpMiss(50_000, 3_181)[0]?.words).toContain('takes 2 round trips (300 ms) more');
    // Both within the first window, or both needing one more round trip: the bytes explain nothing.
    expect(lcpMiss(14_000, 3_181)[0]?.words).toBe("LCP 1.22× the anchor's (at most 1.10×)");
    expect(lcpMiss(27_696, 20_000)[0]?.words).toBe("LCP 1.22× the anchor's (at most 1.10×)");
    // Results written before the bytes were recorded.
    expect(lcpMiss(undefined, 3_181)[0]?.words).toBe("LCP 1.22× the anchor's (at most 1.10×)");
    expect(documentRoundTripsText(27_696, undefined)).toBe('');
  });

  it('puts the build, the initial JavaScript and each interaction beside the anchor app', () => {
    const { json, markdown } = perfSummary(
      {
        build: {
          ...build,
          seconds: 51.4,
          anchorSeconds: 8.7,
          steps: [
            { name: 'content check', seconds: 3.1 },
            { name: 'next build', seconds: 48.3 },
          ],
        },
        js: {
          ...js,
          anchor: [
            { url: '/', html: 2 * KIB, js: 110 * KIB, css: 0 },
            { url: '/ru', html: 2 * KIB, js: 111 * KIB, css: 0 },
          ],
        },
        inp: { ...inp, rows: inp.rows.map((entry) => ({ ...entry, anchorInpMs: 40 })) },
      },
      machine,
    );
    expect(json.build).toMatchObject({ seconds: 51.4, anchorSeconds: 8.7, timesAnchor: 5.9, met: true });
    expect(row(markdown, '`npm run build`')[1]).toBe("51.4 s (content check 3.1 s, next build 48.3 s); the anchor's `next build` 8.7 s: 5.9×");
    expect(json.javascript).toMatchObject({ anchorKiB: 111, maxTimesAnchor: 1.5 });
    expect(row(markdown, 'initial JavaScript')[1]).toBe("165.5 KiB (/en/about_project) to 170.3 KiB (/ru/services); the anchor's 111.0 KiB: up to 1.5×");
    expect(row(markdown, 'INP, open the request dialog')[1]).toBe("56 ms (/ge/experts); the anchor's tap 40 ms: 1.4×");
  });

  it("puts the slow phone's paints and taps beside the anchor's, and fails a lost tap", () => {
    const figures = (fcpMs: number, lcpMs: number, tapMs: number | null) => ({ fcpMs, lcpMs, tapMs });
    const phone: PhoneResult = {
      date: '2026-11-21T10:05:00.000Z',
      runs: 5,
      cpuSlowdown: 4,
      rows: [
        { url: '/', site: figures(900, 1000, 2000), anchor: figures(800, 800, 1600), ratios: { fcp: 1.13, lcp: 1.25, tap: 1.25 }, lostTaps: 0 },
        { url: '/ru', site: figures(1000, 1200, 2400), anchor: figures(800, 800, 1600), ratios: { fcp: 1.25, lcp: 1.5, tap: 1.5 }, lostTaps: 0 },
      ],
    };
    const { json, markdown } = perfSummary({ phone }, machine);
    expect(json.phone).toMatchObject({ pages: 2, runsPerPage: 5, lcp: { median: 1.38, worst: 1.5, worstPage: '/ru' }, lostTaps: 0 });
    expect(row(markdown, 'slow phone (390 px, 150 ms round trip, 1.6 Mbit/s, CPU 4× slower): a tap').slice(1)).toEqual([
      'median 1.38×, most 1.50× (/ru); 0 lost',
      'none lost',
      'yes',
    ]);
    const lost = { ...phone, rows: [{ ...phone.rows[0]!, lostTaps: 1 }] };
    expect(row(perfSummary({ phone: lost }, machine).markdown, 'slow phone (390 px, 150 ms round trip, 1.6 Mbit/s, CPU 4× slower): a tap')[3]).toBe('**no**');
  });

  it('reports layout shift, a score under 100, console errors and failed requests as not met', () => {
    const broken: LighthouseResult = {
      ...lighthouse,
      rows: [...lighthouse.rows, page('/kz', 'desktop', 100, { cls: 0.0244, seo: 92, consoleErrors: 2, failedRequests: ['404 http://localhost/x.png'] })],
    };
    const desktop = perfSummary({ ...all, lighthouse: broken }, machine).json.lighthouse?.presets.desktop;
    expect(desktop?.cls).toEqual({ max: 0.024, worstPage: '/kz', budgetMax: 0, met: false });
    expect(desktop?.seo).toEqual({ min: 92, budgetMin: 100, met: false });
    expect(desktop?.accessibility.met).toBe(true);
    expect(desktop?.consoleErrors).toEqual({ total: 2, budgetMax: 0, met: false });
    expect(desktop?.failedRequests).toEqual({ total: 1, budgetMax: 0, met: false });
  });

  it('reports a failed build as not met, whatever its time', () => {
    expect(perfSummary({ build: { ...build, ok: false } }, machine).json.build).toMatchObject({ succeeded: false, met: false });
    expect(perfSummary({ build: { ...build, seconds: 61 } }, machine).json.build?.met).toBe(false);
  });

  it('says "not measured" for missing inputs instead of failing', () => {
    const { json, markdown } = perfSummary({}, machine);
    expect(json).toMatchObject({ build: null, javascript: null, html: null, css: null, lighthouse: null, serving: null });
    for (const what of [
      '`npm run build`',
      'initial JavaScript',
      'HTML per page',
      'CSS per page',
      'Lighthouse mobile: performance',
      'Lighthouse desktop: CLS',
      'serving: prefixed',
      'serving: unprefixed',
      'serving: redirected',
    ])
      expect(row(markdown, what)[1]).toBe(NOT_MEASURED);
    expect(markdown).toContain('Lighthouse: not measured.');
  });

  it('keeps the measured inputs when only some are missing', () => {
    const { markdown } = perfSummary({ build, serving }, machine);
    expect(row(markdown, '`npm run build`').slice(1)).toEqual(['17.5 s; no anchor beside it', '≤ 60 s', 'yes']);
    expect(row(markdown, 'initial JavaScript')[1]).toBe(NOT_MEASURED);
    expect(row(markdown, 'Lighthouse mobile: SEO')[1]).toBe(NOT_MEASURED);
    expect(row(markdown, 'serving: unprefixed')[3]).toBe('yes');
  });

  it('writes a heading with the date and machine, one row per figure and the per-page Lighthouse table', () => {
    const { markdown } = perfSummary(all, machine);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('## Performance, 2026-11-21 12:34 UTC, on 2 × Test CPU 3000, 7.8 GiB, Node v20.20.2, Next 16.4.6, Chromium 156.0.1');
    const summaryTable = lines.slice(lines.indexOf('| what | result | budget | met |') + 2, lines.indexOf('### Lighthouse per page') - 1);
    // build, JavaScript, HTML, CSS, DOM, raw HTML; 2 INP steps; 10 per Lighthouse preset; the slow phone (not measured); 3 for serving.
    expect(summaryTable).toHaveLength(6 + 2 + 2 * 10 + 1 + 3);
    expect(summaryTable.every((line) => line.split('|').length === 6)).toBe(true);
    expect(lines).toContain(
      '| /ru | mobile | 98 / 97 (1.01×) | 300 ms / 250 ms (1.20×) | 2500 ms / 2300 ms (1.09×) | 27.7 KB / 3.2 KB | 0.000 | 100 | 100 | 100 | 2600 |',
    );
    // Measured before the document's bytes were recorded.
    expect(lines).toContain('| / | mobile | 99 / 98 (1.01×) | 100 ms / 100 ms (1.00×) | 2100 ms / 2000 ms (1.05×) | — | 0.000 | 100 | 100 | 100 | 2400 |');
    expect(lines.filter((line) => /^\| \/\S* \| (mobile|desktop) \|/.test(line))).toHaveLength(lighthouse.rows.length);
  });

  it('reports the largest page, the pages over the HTML budget and each interaction at its slowest', () => {
    const { json, markdown } = perfSummary(all, machine);
    expect(json.pageSize).toMatchObject({ maxElements: 712, maxElementsPage: '/en', maxHtmlKB: 209, pagesOverHtml: 1, met: false });
    expect(row(markdown, 'DOM elements, most')).toEqual(['DOM elements, most', '712 (/en)', '≤ 800 per page', 'yes']);
    expect(row(markdown, 'HTML before compression, most')).toEqual([
      'HTML before compression, most',
      '209 KB (/en); 1 pages over',
      '≤ 200 KB per page',
      '**no**',
    ]);
    expect(json.inp?.steps).toEqual([
      { step: 'open the request dialog', worstMs: 56, worstPage: '/ge/experts', budgetMs: 200, met: true },
      { step: 'type into the header search', worstMs: 240, worstPage: '/', budgetMs: 200, met: false },
    ]);
    expect(row(markdown, 'INP, type into the header search')[3]).toBe('**no**');
    expect(row(perfSummary({}, machine).markdown, 'INP')).toEqual(['INP', NOT_MEASURED, '≤ 200 ms', '—']);
  });

  it('names the machine without a Chromium version when there is none', () => {
    const { chromium: _chromium, ...withoutChromium } = machine;
    const { json, markdown } = perfSummary({}, withoutChromium);
    expect(json.machine.chromium).toBeUndefined();
    expect(markdown.split('\n')[0]).toContain('Next 16.4.6, Chromium unknown');
  });
});

describe('the summary block of docs/performance.md', () => {
  const document = ['# Notebook', '', SUMMARY_START, 'old table', SUMMARY_END, '', 'after'].join('\n');

  it('replaces what is between the markers and keeps the rest', () => {
    const updated = withSummaryBlock(document, 'new table');
    expect(updated).toBe(['# Notebook', '', SUMMARY_START, 'new table', SUMMARY_END, '', 'after'].join('\n'));
    expect(withSummaryBlock(updated, 'newer')).toContain(`${SUMMARY_START}\nnewer\n${SUMMARY_END}`);
  });

  it('refuses a document without the markers', () => {
    expect(() => withSummaryBlock('# Notebook', 'table')).toThrow(/perf-summary:start/);
  });
});

describe('a page beside the anchor app', () => {
  const bare = { performance: 92, lcpMs: 900, tbtMs: 300, cls: 0 };

  it('meets its budgets at the anchor’s score, 1.5 times its blocking time and 1.1 times its LCP', () => {
    expect(anchorBudgetMisses({ performance: 92, lcpMs: 990, tbtMs: 450, cls: 0, anchor: bare })).toEqual([]);
  });

  it('names each miss with its ratio', () => {
    expect(anchorBudgetMisses({ performance: 79, lcpMs: 1240, tbtMs: 905, cls: 0.01, anchor: bare })).toEqual([
      { figure: 'performance', words: "performance 79 against the anchor's 92" },
      { figure: 'tbt', words: "TBT 3.02× the anchor's (at most 1.50×)" },
      { figure: 'lcp', words: "LCP 1.38× the anchor's (at most 1.10×)" },
      { figure: 'cls', words: 'layout shift 0.01' },
    ]);
  });

  it('holds no figure measured without the anchor against a budget', () => {
    expect(anchorBudgetMisses({ performance: 50, lcpMs: 5000, tbtMs: 2000, cls: 0 })).toEqual([]);
  });

  it('counts an anchor that blocked for no time as 1 ms, not a division by zero', () => {
    expect(anchorBudgetMisses({ performance: 100, lcpMs: 900, tbtMs: 1, cls: 0, anchor: { ...bare, tbtMs: 0 } })).toEqual([]);
    expect(anchorBudgetMisses({ performance: 100, lcpMs: 900, tbtMs: 2, cls: 0, anchor: { ...bare, tbtMs: 0 } })).toHaveLength(1);
  });
});
