import { describe, expect, it } from 'vitest';
import {
  anchorRatioMisses,
  NOT_MEASURED,
  README_END,
  README_START,
  perfSummary,
  withReadmeSummary,
  type BuildResult,
  type InpResult,
  type JsResult,
  type LighthouseResult,
  type LighthouseRow,
  type MachineInfo,
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

const lighthouse: LighthouseResult = {
  date: '2026-11-21T10:03:00.000Z',
  runs: 3,
  rows: [
    page('/', 'mobile', 99, { lcpMs: 2100 }),
    page('/', 'desktop', 100),
    page('/ru', 'mobile', 98, { lcpMs: 2500, tbtMs: 300 }),
    page('/ru', 'desktop', 100),
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
    expect(mobile?.performance).toEqual({ min: 98, median: 98.5, max: 99, pagesAtBudget: 2, budgetEveryPageAtLeast: 97, met: true });
    expect(mobile?.accessibility.met).toBe(true);
    expect(mobile?.cls).toMatchObject({ max: 0, met: true });
    expect(mobile?.lcpMedianMs).toBe(2300);
    expect(mobile?.tbtMedianMs).toBe(200);
    // The median page blocks 200 ms: over the 100 ms budget.
    expect(mobile?.tbtMedianMet).toBe(false);
    expect(row(markdown, 'Lighthouse mobile: TBT, median')).toEqual(['Lighthouse mobile: TBT, median', '200 ms', '≤ 100 ms', '**no**']);
    expect(mobile?.consoleErrors).toMatchObject({ total: 0, met: true });
    // The desktop preset has no performance budget.
    expect(json.lighthouse?.presets.desktop?.performance.met).toBeUndefined();
    expect(row(markdown, 'Lighthouse desktop: performance').slice(1)).toEqual(['100 on all 2', '—', '—']);
  });

  it('reports a page over the JavaScript budget as not met', () => {
    const heavy: JsResult = { ...js, pages: [...js.pages, { url: '/kz/experts', html: 35 * KIB, js: 186 * KIB, css: 0 }] };
    const { json, markdown } = perfSummary({ ...all, js: heavy }, machine);
    expect(json.javascript).toMatchObject({ maxKiB: 186, largestPage: '/kz/experts', met: false });
    expect(row(markdown, 'initial JavaScript')).toEqual([
      'initial JavaScript per page, gzip (4 pages)',
      '165.5 KiB (/en/about_project) to 186.0 KiB (/kz/experts)',
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

  it('reports mobile performance as not met when one page is under 97', () => {
    const oneSlow: LighthouseResult = { ...lighthouse, rows: [...lighthouse.rows, page('/kz', 'mobile', 95)] };
    const { json, markdown } = perfSummary({ ...all, lighthouse: oneSlow }, machine);
    expect(json.lighthouse?.presets.mobile?.performance).toMatchObject({ min: 95, median: 98, pagesAtBudget: 2, met: false });
    expect(row(markdown, 'Lighthouse mobile: performance')).toEqual([
      'Lighthouse mobile: performance (3 pages, median of 3 runs)',
      '95 to 99, median 98; ≥ 97 on 2 of 3',
      'every page ≥ 97',
      '**no**',
    ]);
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
      '`next build`',
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
    expect(row(markdown, '`next build`').slice(1)).toEqual(['17.5 s', '≤ 60 s', 'yes']);
    expect(row(markdown, 'initial JavaScript')[1]).toBe(NOT_MEASURED);
    expect(row(markdown, 'Lighthouse mobile: SEO')[1]).toBe(NOT_MEASURED);
    expect(row(markdown, 'serving: unprefixed')[3]).toBe('yes');
  });

  it('writes a heading with the date and machine, one row per figure and the per-page Lighthouse table', () => {
    const { markdown } = perfSummary(all, machine);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('## Performance, 2026-11-21 12:34 UTC, on 2 × Test CPU 3000, 7.8 GiB, Node v20.20.2, Next 16.4.6, Chromium 156.0.1');
    const summaryTable = lines.slice(lines.indexOf('| what | result | budget | met |') + 2, lines.indexOf('### Lighthouse per page') - 1);
    // build, JavaScript, HTML, CSS, DOM, raw HTML; 2 INP steps; 9 per Lighthouse preset; 3 for serving.
    expect(summaryTable).toHaveLength(6 + 2 + 2 * 9 + 3);
    expect(summaryTable.every((line) => line.split('|').length === 6)).toBe(true);
    expect(lines).toContain('| /ru | mobile | 98 | 100 | 100 | 100 | 2500 | 300 | 0.000 |');
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

describe('the README block', () => {
  const readme = ['# Site', '', README_START, 'old table', README_END, '', 'after'].join('\n');

  it('replaces what is between the markers and keeps the rest', () => {
    const updated = withReadmeSummary(readme, 'new table');
    expect(updated).toBe(['# Site', '', README_START, 'new table', README_END, '', 'after'].join('\n'));
    expect(withReadmeSummary(updated, 'newer')).toContain(`${README_START}\nnewer\n${README_END}`);
  });

  it('refuses a README without the markers', () => {
    expect(() => withReadmeSummary('# Site', 'table')).toThrow(/perf-summary:start/);
  });
});

describe('a page beside the anchor app', () => {
  const anchor = { performance: 92, lcpMs: 900, tbtMs: 300, cls: 0 };

  it('meets its budgets at the anchor’s score, 1.5 times its blocking time and 1.1 times its LCP', () => {
    expect(anchorRatioMisses({ performance: 92, lcpMs: 990, tbtMs: 450, cls: 0, anchor })).toEqual([]);
  });

  it('names each miss with its ratio', () => {
    expect(anchorRatioMisses({ performance: 79, lcpMs: 1240, tbtMs: 905, cls: 0.01, anchor })).toEqual([
      "performance 79 against the anchor's 92",
      "TBT 3.02× the anchor's (at most 1.50×)",
      "LCP 1.38× the anchor's (at most 1.10×)",
      'layout shift 0.01',
    ]);
  });

  it('holds no figure measured without the anchor against a budget', () => {
    expect(anchorRatioMisses({ performance: 50, lcpMs: 5000, tbtMs: 2000, cls: 0 })).toEqual([]);
  });

  it('counts an anchor that blocked for no time as 1 ms, not a division by zero', () => {
    expect(anchorRatioMisses({ performance: 100, lcpMs: 900, tbtMs: 1, cls: 0, anchor: { ...anchor, tbtMs: 0 } })).toEqual([]);
    expect(anchorRatioMisses({ performance: 100, lcpMs: 900, tbtMs: 2, cls: 0, anchor: { ...anchor, tbtMs: 0 } })).toHaveLength(1);
  });
});
