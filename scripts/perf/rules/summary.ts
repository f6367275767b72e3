/**
 * The summary of `npm run perf`: the figures of perf/results/{build,js,serving,lighthouse,inp}.json
 * against their budgets, as one JSON object and as a Markdown table for docs/performance.md. Every
 * speed figure stands beside the anchor app's, measured in the same run (scripts/perf/anchor.ts),
 * and its budget is a ratio to it: an absolute score moves with this shared machine. Pure: the
 * caller reads the files and the machine; any of them may be missing (not measured).
 */

import { roundTripsAfterFirstByte, SIMULATED_MOBILE_NETWORK } from './simulated-network';

/**
 * perf/results/build.json (scripts/perf/build-time.ts): `npm run build` in seconds, its steps, and
 * in the same run the anchor app's `next build` (scripts/perf/anchor.ts).
 */
export type BuildResult = { date: string; seconds: number; ok: boolean; anchorSeconds?: number; steps?: { name: string; seconds: number }[] };

/** One page of perf/results/js.json: gzip bytes of its HTML, initial JavaScript and CSS. */
export type PageWeightRow = { url: string; html: number; htmlRaw?: number; domElements?: number; js: number; css: number };
/** perf/results/js.json, written by scripts/perf/js-budget.ts. */
export type JsResult = {
  date: string;
  budgetBytes: number;
  pages: PageWeightRow[];
  /** The anchor app's home in each language (scripts/perf/anchor.ts), weighed the same way in the same run. */
  anchor?: PageWeightRow[];
};

/** One request measured with autocannon; `unexpected` counts answers with another status than `status`. */
export type ServingMeasurement = { path: string; status: number; requestsPerSecond: number; latencyP99Ms: number; unexpected: number; errors: number };
/**
 * One kind of request through nginx (the static profile) and through `next start`, and its
 * reference: nginx sending the same bytes as a plain precompressed file from the same configuration.
 */
export type ServingCase = {
  name: 'prefixed' | 'unprefixed' | 'redirected';
  reference: ServingMeasurement;
  nginx: ServingMeasurement;
  next: ServingMeasurement;
};
/** perf/results/serving.json, written by scripts/perf/serving.ts. */
export type ServingResult = { date: string; connections: number; durationSeconds: number; cases: ServingCase[] };

/** One page and preset of perf/results/lighthouse.json (medians of the runs, worst of the checks). */
export type LighthouseRow = {
  url: string;
  preset: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The HTML document's bytes on the wire, headers and compressed body (median of the runs). */
  documentBytes?: number;
  /** Console errors and failed requests: none may appear, though map tiles and analytics are unreachable here. */
  consoleErrors: number;
  failedRequests: string[];
  /** Lighthouse's benchmark index of the machine during the runs (median): how fast it was then. */
  benchmarkIndex?: number;
  /** The anchor app's page in the same language and preset, run by run beside this one (medians). */
  anchor?: AnchorFigures;
};
/** The anchor app's figures measured beside a page (scripts/perf/anchor.ts). */
export type AnchorFigures = { performance: number; lcpMs: number; tbtMs: number; cls: number; documentBytes?: number };
/** perf/results/lighthouse.json (and lighthouse-ci.json), written by scripts/perf/lighthouse.ts. */
export type LighthouseResult = { date: string; runs: number; rows: LighthouseRow[] };

/** perf/results/inp.json, written by scripts/perf/inp.ts: each interaction's INP, median of its runs. */
export type InpResult = {
  date: string;
  cpuSlowdown: number;
  budgetMs: number;
  /** `anchorInpMs`: the anchor app's tap on its one button, in the same language, run by run beside the step. */
  rows: { step: string; url: string; inpMs: number; runsMs: number[]; anchorInpMs?: number }[];
};

/** A page's medians on the slow phone (scripts/perf/slow-phone.ts); `tapMs` null when no tap was answered. */
export type PhoneFigures = { fcpMs: number; lcpMs: number; tapMs: number | null };
/** perf/results/phone.json: each page beside the anchor's page in the same language, load by load. */
export type PhoneResult = {
  date: string;
  runs: number;
  cpuSlowdown: number;
  rows: { url: string; site: PhoneFigures; anchor: PhoneFigures; ratios: { fcp: number; lcp: number; tap: number | null }; lostTaps: number }[];
};

export type PerfResults = { build?: BuildResult; js?: JsResult; serving?: ServingResult; lighthouse?: LighthouseResult; inp?: InpResult; phone?: PhoneResult };

export type MachineInfo = { date: string; cpus: number; cpuModel: string; memoryGiB: number; node: string; next: string; chromium?: string };

export const BUDGETS = {
  /** `npm run build` on this machine when it is quiet; the anchor app's build is reported beside it. */
  buildSeconds: 60,
  /** What perf:js checks; js.json carries the budget it used, this is for when js.json is missing. */
  jsBytesPerPage: 185 * 1024,
  /**
   * Ours, not the issue's: every page inlines its CSS, so CSS it does not use is paid on every
   * load. Each page's own CSS is 4 to 6 KiB; all pages' CSS merged into one chunk was 8 KiB.
   */
  cssBytesPerPage: 7 * 1024,
  /** Lighthouse's warning threshold: React hydrates every element of the page. */
  domElementsPerPage: 800,
  /** Before compression: the markup plus the RSC payload that repeats it. */
  htmlBytesPerPage: 200 * 1000,
  /** Accessibility, best practices and SEO, the lowest page. */
  categoryScore: 100,
  cls: 0,
  consoleErrors: 0,
  failedRequests: 0,
  /** Through nginx, each case's req/s against the same-size static file's... */
  servingOfReference: 0.9,
  /** ...and against `next start` answering the same request. */
  servingTimesNext: 5,
  /** Interaction to Next Paint with the CPU slowed 4×: "good" by Core Web Vitals (the anchor's tap beside it). */
  inpMs: 200,
  /**
   * Lighthouse mobile beside the anchor app measured in the same run (medians of five interleaved
   * runs): a score at least the anchor's, blocking time at most 1.5 times and LCP at most 1.1 times
   * its, no layout shift. Ratios hold on any machine; absolute scores move with its load.
   */
  anchor: { performanceAtLeast: 1, tbtAtMost: 1.5, lcpAtMost: 1.1 },
} as const;

/** A figure as a multiple of the anchor's; an anchor figure of 0 (no blocking time) counts as 1. */
export function anchorRatio(site: number, bare: number): number {
  return site / Math.max(bare, 1);
}

const times = (value: number) => `${value.toFixed(2)}×`;

/** The figures BUDGETS.anchor holds a page to. */
export type AnchorBudgetFigure = 'performance' | 'tbt' | 'lcp' | 'cls';

/**
 * Why an LCP beside the anchor's can be out of reach: on Lighthouse's simulated network each round
 * trip the document needs beyond the anchor's delays the first paint by 150 ms (simulated-network.ts).
 */
export function documentRoundTripsText(documentBytes: number | undefined, anchorDocumentBytes: number | undefined): string {
  if (documentBytes === undefined || anchorDocumentBytes === undefined) return '';
  const more = roundTripsAfterFirstByte(documentBytes) - roundTripsAfterFirstByte(anchorDocumentBytes);
  if (more <= 0) return '';
  return `; its document, ${kilobytes(documentBytes)}, takes ${more} round trip${more === 1 ? '' : 's'} (${more * SIMULATED_MOBILE_NETWORK.roundTripMs} ms) more than the anchor's ${kilobytes(anchorDocumentBytes)} on the simulated network`;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Where a page's Lighthouse figures miss their budgets beside the anchor app's: each figure, and
 * the miss said in words ("TBT 2.31× the anchor's (at most 1.5×)"); nothing when it was measured
 * without the anchor. The budgets are the mobile preset's, and so is the network an LCP miss is
 * explained by.
 */
export function anchorBudgetMisses(
  row: Pick<LighthouseRow, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'anchor' | 'documentBytes'>,
): { figure: AnchorBudgetFigure; words: string }[] {
  const { anchor } = row;
  if (!anchor) return [];
  const misses: { figure: AnchorBudgetFigure; words: string }[] = [];
  if (anchorRatio(row.performance, anchor.performance) < BUDGETS.anchor.performanceAtLeast)
    misses.push({ figure: 'performance', words: `performance ${row.performance} against the anchor's ${anchor.performance}` });
  if (anchorRatio(row.tbtMs, anchor.tbtMs) > BUDGETS.anchor.tbtAtMost)
    misses.push({ figure: 'tbt', words: `TBT ${times(anchorRatio(row.tbtMs, anchor.tbtMs))} the anchor's (at most ${times(BUDGETS.anchor.tbtAtMost)})` });
  if (anchorRatio(row.lcpMs, anchor.lcpMs) > BUDGETS.anchor.lcpAtMost)
    misses.push({
      figure: 'lcp',
      words: `LCP ${times(anchorRatio(row.lcpMs, anchor.lcpMs))} the anchor's (at most ${times(BUDGETS.anchor.lcpAtMost)})${documentRoundTripsText(row.documentBytes, anchor.documentBytes)}`,
    });
  if (row.cls > BUDGETS.cls) misses.push({ figure: 'cls', words: `layout shift ${row.cls}` });
  return misses;
}

/** Presets always listed, so a run without one of them shows it as not measured. */
const PRESETS = ['mobile', 'desktop'] as const;

/** One Lighthouse figure of every page as a multiple of the anchor's beside it: the median page's and the worst. */
export type RatioRange = { median: number; worst: number; worstPage: string };

export type LighthousePresetSummary = {
  pages: number;
  /** Pages measured without the anchor beside them: their speed figures count for nothing. */
  pagesWithoutAnchor: number;
  /** Score, TBT and LCP beside the anchor's (the worst score ratio is the lowest). */
  beside: { performance: RatioRange; tbt: RatioRange; lcp: RatioRange } | null;
  /** Mobile only: pages within every BUDGETS.anchor ratio, and what the others miss. */
  anchorBudget?: { pagesWithin: number; misses: string[]; missedFigures: AnchorBudgetFigure[]; met: boolean };
  /** Medians over the pages, the site's and the anchor's, as measured (for the record, not judged). */
  performanceMedian: number;
  anchorPerformanceMedian?: number;
  benchmarkIndexMedian?: number;
  accessibility: { min: number; budgetMin: number; met: boolean };
  bestPractices: { min: number; budgetMin: number; met: boolean };
  seo: { min: number; budgetMin: number; met: boolean };
  cls: { max: number; worstPage: string; budgetMax: number; met: boolean };
  consoleErrors: { total: number; budgetMax: number; met: boolean };
  failedRequests: { total: number; budgetMax: number; met: boolean };
};

/** The lightest and heaviest page by one measured weight (gzip KiB), and its budget if it has one. */
export type WeightRange = {
  measuredAt: string;
  pages: number;
  minKiB: number;
  minPage: string;
  maxKiB: number;
  maxPage: string;
  budgetKiB?: number;
  met?: boolean;
};

/** The JSON summary; a section is null when its input was missing. */
export type PerfSummaryJson = {
  date: string;
  machine: Omit<MachineInfo, 'date'>;
  build: {
    measuredAt: string;
    seconds: number;
    steps: { name: string; seconds: number }[];
    anchorSeconds?: number;
    timesAnchor?: number;
    succeeded: boolean;
    budgetSeconds: number;
    met: boolean;
  } | null;
  javascript: {
    measuredAt: string;
    pages: number;
    minKiB: number;
    minPage: string;
    maxKiB: number;
    largestPage: string;
    budgetKiB: number;
    /** The anchor's page in the same run, and the heaviest page as a multiple of it. */
    anchorKiB?: number;
    maxTimesAnchor?: number;
    met: boolean;
  } | null;
  html: WeightRange | null;
  css: WeightRange | null;
  lighthouse: { measuredAt: string; runsPerPage: number; presets: Record<string, LighthousePresetSummary | null> } | null;
  /** DOM elements and HTML bytes before compression, the largest page of each. */
  pageSize: {
    maxElements: number;
    maxElementsPage: string;
    maxHtmlKB: number;
    maxHtmlPage: string;
    pagesOverHtml: number;
    budgetElements: number;
    budgetHtmlKB: number;
    met: boolean;
  } | null;
  /** Each interaction's slowest language. */
  inp: {
    measuredAt: string;
    cpuSlowdown: number;
    steps: { step: string; worstMs: number; worstPage: string; anchorMs?: number; timesAnchor?: number; budgetMs: number; met: boolean }[];
  } | null;
  /** The slow phone: each ratio's median page and worst page, and the taps never answered. */
  phone: {
    measuredAt: string;
    pages: number;
    runsPerPage: number;
    fcp: RatioRange;
    lcp: RatioRange;
    tap: RatioRange | null;
    lostTaps: number;
  } | null;
  serving: {
    measuredAt: string;
    connections: number;
    durationSeconds: number;
    cases: (ServingCase & { ofReference: number; timesNext: number; budgetOfReference: number; budgetTimesNext: number; met: boolean })[];
  } | null;
};

export const NOT_MEASURED = 'not measured';

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const kib = (bytes: number) => round(bytes / 1024, 1);
const ratio = (value: number) => value.toFixed(2);

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The first row with the smallest and the first with the largest value (the order of the file decides ties). */
function extremes<T extends object>(rows: T[], value: (row: T) => number): { min: T; max: T } | undefined {
  const [first] = rows;
  if (first === undefined) return undefined;
  let min = first;
  let max = first;
  for (const row of rows) {
    if (value(row) < value(min)) min = row;
    if (value(row) > value(max)) max = row;
  }
  return { min, max };
}

/** `2026-11-21T10:48:33.400Z` → `2026-11-21 10:48 UTC`; anything unparsable as it is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The median and the worst (highest, or with `lowIsWorse` the lowest) of one ratio over pages. */
function worstRatio(ratios: { url: string; value: number }[], lowIsWorse = false): RatioRange {
  const found = extremes(ratios, (entry) => entry.value)!;
  const worst = lowIsWorse ? found.min : found.max;
  return { median: round(median(ratios.map((entry) => entry.value)), 2), worst: round(worst.value, 2), worstPage: worst.url };
}

function ratioRange(rows: LighthouseRow[], ratioOf: (row: LighthouseRow, anchor: AnchorFigures) => number, lowIsWorse = false): RatioRange {
  return worstRatio(
    rows.map((row) => ({ url: row.url, value: ratioOf(row, row.anchor!) })),
    lowIsWorse,
  );
}

function summarizePreset(rows: LighthouseRow[], preset: string): LighthousePresetSummary | null {
  const presetRows = rows.filter((row) => row.preset === preset);
  if (presetRows.length === 0) return null;
  const lowest = (pick: (row: LighthouseRow) => number) => Math.min(...presetRows.map(pick));
  const category = (min: number) => ({ min, budgetMin: BUDGETS.categoryScore, met: min >= BUDGETS.categoryScore });
  const worstCls = extremes(presetRows, (row) => row.cls)!.max;
  const consoleErrors = presetRows.reduce((sum, row) => sum + row.consoleErrors, 0);
  const failedRequests = presetRows.reduce((sum, row) => sum + row.failedRequests.length, 0);
  const beside = presetRows.filter((row) => row.anchor);
  const pagesWithoutAnchor = presetRows.length - beside.length;
  const anchorMedian = (pick: (anchor: AnchorFigures) => number) => median(beside.map((row) => pick(row.anchor!)));
  const benchmarks = presetRows.flatMap((row) => (row.benchmarkIndex ? [row.benchmarkIndex] : []));
  const pageMisses = beside.map((row) => ({ url: row.url, misses: anchorBudgetMisses(row) }));
  const misses = pageMisses.flatMap((page) => page.misses.map((miss) => `${page.url}: ${miss.words}`));
  const missedFigures = [...new Set(pageMisses.flatMap((page) => page.misses.map((miss) => miss.figure)))];
  const pagesWithin = pageMisses.filter((page) => page.misses.length === 0).length;
  return {
    pages: presetRows.length,
    pagesWithoutAnchor,
    beside:
      beside.length > 0
        ? {
            performance: ratioRange(beside, (row, anchor) => anchorRatio(row.performance, anchor.performance), true),
            tbt: ratioRange(beside, (row, anchor) => anchorRatio(row.tbtMs, anchor.tbtMs)),
            lcp: ratioRange(beside, (row, anchor) => anchorRatio(row.lcpMs, anchor.lcpMs)),
          }
        : null,
    // A page measured without the anchor has no speed result: the budget is not met.
    ...(preset === 'mobile'
      ? { anchorBudget: { pagesWithin, misses, missedFigures, met: pagesWithoutAnchor === 0 && pagesWithin === presetRows.length } }
      : {}),
    performanceMedian: median(presetRows.map((row) => row.performance)),
    ...(beside.length > 0 ? { anchorPerformanceMedian: anchorMedian((anchor) => anchor.performance) } : {}),
    ...(benchmarks.length > 0 ? { benchmarkIndexMedian: Math.round(median(benchmarks)) } : {}),
    accessibility: category(lowest((row) => row.accessibility)),
    bestPractices: category(lowest((row) => row.bestPractices)),
    seo: category(lowest((row) => row.seo)),
    cls: { max: round(worstCls.cls, 3), worstPage: worstCls.url, budgetMax: BUDGETS.cls, met: worstCls.cls <= BUDGETS.cls },
    consoleErrors: { total: consoleErrors, budgetMax: BUDGETS.consoleErrors, met: consoleErrors <= BUDGETS.consoleErrors },
    failedRequests: { total: failedRequests, budgetMax: BUDGETS.failedRequests, met: failedRequests <= BUDGETS.failedRequests },
  };
}

export function summaryJson(results: PerfResults, machine: MachineInfo): PerfSummaryJson {
  const { build, js, serving, lighthouse, inp, phone } = results;
  const { date, ...machineWithoutDate } = machine;
  const sized = js?.pages.filter((page) => page.domElements !== undefined && page.htmlRaw !== undefined) ?? [];
  const mostElements = extremes(sized, (page) => page.domElements!)?.max;
  const mostHtml = extremes(sized, (page) => page.htmlRaw!)?.max;
  const inpSteps = inp ? [...new Set(inp.rows.map((row) => row.step))] : [];
  const jsExtremes = js && extremes(js.pages, (page) => page.js);
  // The anchor's heaviest language: the site's heaviest page is compared with its heaviest.
  const anchorJs = js?.anchor && js.anchor.length > 0 ? Math.max(...js.anchor.map((page) => page.js)) : undefined;
  const weightRange = (weight: (page: PageWeightRow) => number, budgetBytes?: number): WeightRange | null => {
    const range = js && extremes(js.pages, weight);
    if (!js || !range) return null;
    const measured = {
      measuredAt: js.date,
      pages: js.pages.length,
      minKiB: kib(weight(range.min)),
      minPage: range.min.url,
      maxKiB: kib(weight(range.max)),
      maxPage: range.max.url,
    };
    return budgetBytes === undefined ? measured : { ...measured, budgetKiB: kib(budgetBytes), met: weight(range.max) <= budgetBytes };
  };
  const servingCase = (measured: ServingCase) => {
    const ofReference = round(measured.nginx.requestsPerSecond / measured.reference.requestsPerSecond, 2);
    const timesNext = round(measured.nginx.requestsPerSecond / measured.next.requestsPerSecond, 1);
    const clean = [measured.nginx, measured.next, measured.reference].every((m) => m.unexpected + m.errors === 0);
    return {
      ...measured,
      ofReference,
      timesNext,
      budgetOfReference: BUDGETS.servingOfReference,
      budgetTimesNext: BUDGETS.servingTimesNext,
      met: clean && ofReference >= BUDGETS.servingOfReference && timesNext >= BUDGETS.servingTimesNext,
    };
  };
  const presets = lighthouse ? [...new Set([...PRESETS, ...lighthouse.rows.map((row) => row.preset)])] : [];
  return {
    date,
    machine: machineWithoutDate,
    build: build
      ? {
          measuredAt: build.date,
          seconds: round(build.seconds, 1),
          steps: build.steps ?? [],
          ...(build.anchorSeconds ? { anchorSeconds: build.anchorSeconds, timesAnchor: round(build.seconds / build.anchorSeconds, 1) } : {}),
          succeeded: build.ok,
          budgetSeconds: BUDGETS.buildSeconds,
          // A failed build's time says nothing about the budget.
          met: build.ok && build.seconds <= BUDGETS.buildSeconds,
        }
      : null,
    javascript:
      js && jsExtremes
        ? {
            measuredAt: js.date,
            pages: js.pages.length,
            minKiB: kib(jsExtremes.min.js),
            minPage: jsExtremes.min.url,
            maxKiB: kib(jsExtremes.max.js),
            largestPage: jsExtremes.max.url,
            budgetKiB: kib(js.budgetBytes),
            ...(anchorJs ? { anchorKiB: kib(anchorJs), maxTimesAnchor: round(jsExtremes.max.js / anchorJs, 1) } : {}),
            // Bytes, not rounded KiB: 185.04 KiB is over a 185 KiB budget.
            met: jsExtremes.max.js <= js.budgetBytes,
          }
        : null,
    html: weightRange((page) => page.html),
    css: weightRange((page) => page.css, BUDGETS.cssBytesPerPage),
    lighthouse: lighthouse
      ? {
          measuredAt: lighthouse.date,
          runsPerPage: lighthouse.runs,
          presets: Object.fromEntries(presets.map((preset) => [preset, summarizePreset(lighthouse.rows, preset)])),
        }
      : null,
    pageSize:
      mostElements && mostHtml
        ? {
            maxElements: mostElements.domElements!,
            maxElementsPage: mostElements.url,
            maxHtmlKB: Math.round(mostHtml.htmlRaw! / 1000),
            maxHtmlPage: mostHtml.url,
            pagesOverHtml: sized.filter((page) => page.htmlRaw! > BUDGETS.htmlBytesPerPage).length,
            budgetElements: BUDGETS.domElementsPerPage,
            budgetHtmlKB: BUDGETS.htmlBytesPerPage / 1000,
            met: mostElements.domElements! <= BUDGETS.domElementsPerPage && mostHtml.htmlRaw! <= BUDGETS.htmlBytesPerPage,
          }
        : null,
    inp: inp
      ? {
          measuredAt: inp.date,
          cpuSlowdown: inp.cpuSlowdown,
          steps: inpSteps.map((step) => {
            const worst = extremes(
              inp.rows.filter((row) => row.step === step),
              (row) => row.inpMs,
            )!.max;
            const anchor =
              worst.anchorInpMs === undefined ? {} : { anchorMs: worst.anchorInpMs, timesAnchor: round(anchorRatio(worst.inpMs, worst.anchorInpMs), 1) };
            return { step, worstMs: worst.inpMs, worstPage: worst.url, ...anchor, budgetMs: BUDGETS.inpMs, met: worst.inpMs <= BUDGETS.inpMs };
          }),
        }
      : null,
    phone:
      phone && phone.rows.length > 0
        ? {
            measuredAt: phone.date,
            pages: phone.rows.length,
            runsPerPage: phone.runs,
            fcp: worstRatio(phone.rows.map((row) => ({ url: row.url, value: row.ratios.fcp }))),
            lcp: worstRatio(phone.rows.map((row) => ({ url: row.url, value: row.ratios.lcp }))),
            tap: phone.rows.some((row) => row.ratios.tap !== null)
              ? worstRatio(phone.rows.flatMap((row) => (row.ratios.tap === null ? [] : [{ url: row.url, value: row.ratios.tap }])))
              : null,
            lostTaps: phone.rows.reduce((sum, row) => sum + row.lostTaps, 0),
          }
        : null,
    serving: serving
      ? {
          measuredAt: serving.date,
          connections: serving.connections,
          durationSeconds: serving.durationSeconds,
          cases: serving.cases.map(servingCase),
        }
      : null,
  };
}

/** One line of the summary table; `met` is undefined for figures without a budget. */
type TableRow = { what: string; result: string; budget: string; met?: boolean };

const metText = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'yes' : '**no**');

/** Errors and non-2xx answers make a req/s figure meaningless, so they are shown when there are any. */
function servingText(measurement: ServingMeasurement): string {
  const problems =
    measurement.unexpected + measurement.errors > 0 ? `, ${measurement.unexpected} answers not ${measurement.status} and ${measurement.errors} errors` : '';
  return `${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyP99Ms} ms${problems}`;
}

function weightRow(what: string, range: WeightRange | null, budgetBytes?: number): TableRow {
  const budget = budgetBytes === undefined ? '—' : `≤ ${kib(budgetBytes)} KiB per page`;
  if (!range) return { what, result: NOT_MEASURED, budget };
  const result = `${range.minKiB.toFixed(1)} KiB (${range.minPage}) to ${range.maxKiB.toFixed(1)} KiB (${range.maxPage})`;
  return { what: `${what} (${range.pages} pages)`, result, budget, ...(range.met === undefined ? {} : { met: range.met }) };
}

function tableRows(summary: PerfSummaryJson): TableRow[] {
  const { build, javascript, html, css, pageSize, inp, lighthouse, serving, phone } = summary;
  const jsBudgetKiB = javascript?.budgetKiB ?? kib(BUDGETS.jsBytesPerPage);
  const rows: TableRow[] = [
    build
      ? {
          what: '`npm run build` from a clean `.next`',
          result: `${build.seconds.toFixed(1)} s${build.steps.length > 0 ? ` (${build.steps.map((step) => `${step.name} ${step.seconds} s`).join(', ')})` : ''}${
            build.anchorSeconds ? `; the anchor's \`next build\` ${build.anchorSeconds} s: ${build.timesAnchor}×` : '; no anchor beside it'
          }${build.succeeded ? '' : ' (the build failed)'}`,
          budget: `≤ ${BUDGETS.buildSeconds} s`,
          met: build.met,
        }
      : { what: '`npm run build` from a clean `.next`', result: NOT_MEASURED, budget: `≤ ${BUDGETS.buildSeconds} s` },
    javascript
      ? {
          what: `initial JavaScript per page, gzip (${javascript.pages} pages)`,
          result: `${javascript.minKiB.toFixed(1)} KiB (${javascript.minPage}) to ${javascript.maxKiB.toFixed(1)} KiB (${javascript.largestPage})${
            javascript.anchorKiB ? `; the anchor's ${javascript.anchorKiB.toFixed(1)} KiB: up to ${javascript.maxTimesAnchor}×` : '; no anchor beside it'
          }`,
          budget: `≤ ${jsBudgetKiB} KiB per page`,
          met: javascript.met,
        }
      : { what: 'initial JavaScript per page, gzip', result: NOT_MEASURED, budget: `≤ ${jsBudgetKiB} KiB per page` },
    weightRow('HTML per page, gzip', html),
    weightRow('CSS per page (stylesheets and inlined), gzip', css, BUDGETS.cssBytesPerPage),
    pageSize
      ? {
          what: 'DOM elements, most',
          result: `${pageSize.maxElements} (${pageSize.maxElementsPage})`,
          budget: `≤ ${pageSize.budgetElements} per page`,
          met: pageSize.maxElements <= pageSize.budgetElements,
        }
      : { what: 'DOM elements, most', result: NOT_MEASURED, budget: `≤ ${BUDGETS.domElementsPerPage} per page` },
    pageSize
      ? {
          what: 'HTML before compression, most',
          result: `${pageSize.maxHtmlKB} KB (${pageSize.maxHtmlPage}); ${pageSize.pagesOverHtml} pages over`,
          budget: `≤ ${pageSize.budgetHtmlKB} KB per page`,
          met: pageSize.pagesOverHtml === 0,
        }
      : { what: 'HTML before compression, most', result: NOT_MEASURED, budget: `≤ ${BUDGETS.htmlBytesPerPage / 1000} KB per page` },
    ...(inp
      ? inp.steps.map((step) => ({
          what: `INP, ${step.step} (390 px, CPU ${inp.cpuSlowdown}× slower, slowest language)`,
          result: `${step.worstMs} ms (${step.worstPage})${step.anchorMs === undefined ? '; no anchor beside it' : `; the anchor's tap ${step.anchorMs} ms: ${step.timesAnchor}×`}`,
          budget: `≤ ${step.budgetMs} ms`,
          met: step.met,
        }))
      : [{ what: 'INP', result: NOT_MEASURED, budget: `≤ ${BUDGETS.inpMs} ms` }]),
  ];

  const presets = lighthouse ? Object.keys(lighthouse.presets) : [...PRESETS];
  const runs = lighthouse ? `, median of ${lighthouse.runsPerPage} run${lighthouse.runsPerPage === 1 ? '' : 's'}` : '';
  for (const preset of presets) {
    const f = lighthouse?.presets[preset] ?? null;
    const categoryBudget = `${BUDGETS.categoryScore}`;
    const mobile = preset === 'mobile';
    const besideText = (f: LighthousePresetSummary, pick: (beside: NonNullable<LighthousePresetSummary['beside']>) => RatioRange, worst: string) => {
      if (!f.beside) return 'not measured beside the anchor';
      const range = pick(f.beside);
      const without = f.pagesWithoutAnchor > 0 ? `; ${f.pagesWithoutAnchor} pages without the anchor` : '';
      return `median ${times(range.median)}, ${worst} ${times(range.worst)} (${range.worstPage})${without}`;
    };
    // Each ratio's row is met when no page misses that ratio and every page was measured beside the anchor.
    const anchorMet = (f: LighthousePresetSummary, figure: AnchorBudgetFigure) =>
      f.anchorBudget ? { met: f.pagesWithoutAnchor === 0 && !f.anchorBudget.missedFigures.includes(figure) } : {};
    // Each figure once: its label, budget and, when measured, its result and whether it is met.
    const figures: [what: string, budget: string, measured: (f: LighthousePresetSummary) => { result: string; met?: boolean }][] = [
      [
        f ? `performance beside the anchor (${f.pages} pages${runs})` : 'performance beside the anchor',
        mobile ? `every page ≥ ${times(BUDGETS.anchor.performanceAtLeast)}` : '—',
        (f) => ({
          result: `${besideText(f, (b) => b.performance, 'lowest')}; medians ${f.performanceMedian} and the anchor's ${f.anchorPerformanceMedian ?? '—'}`,
          ...anchorMet(f, 'performance'),
        }),
      ],
      [
        'TBT beside the anchor',
        mobile ? `every page ≤ ${times(BUDGETS.anchor.tbtAtMost)}` : '—',
        (f) => ({ result: besideText(f, (b) => b.tbt, 'most'), ...anchorMet(f, 'tbt') }),
      ],
      [
        'LCP beside the anchor',
        mobile ? `every page ≤ ${times(BUDGETS.anchor.lcpAtMost)}` : '—',
        (f) => ({ result: besideText(f, (b) => b.lcp, 'most'), ...anchorMet(f, 'lcp') }),
      ],
      ["the machine's benchmark index (median of the runs)", '—', (f) => ({ result: f.benchmarkIndexMedian ? `${f.benchmarkIndexMedian}` : NOT_MEASURED })],
      ['accessibility, lowest', categoryBudget, ({ accessibility }) => ({ result: `${accessibility.min}`, met: accessibility.met })],
      ['best practices, lowest', categoryBudget, ({ bestPractices }) => ({ result: `${bestPractices.min}`, met: bestPractices.met })],
      ['SEO, lowest', categoryBudget, ({ seo }) => ({ result: `${seo.min}`, met: seo.met })],
      [
        'CLS, highest',
        `${BUDGETS.cls}`,
        ({ cls }) => ({ result: cls.max > 0 ? `${cls.max.toFixed(3)} (${cls.worstPage})` : cls.max.toFixed(3), met: cls.met }),
      ],
      ['console errors, total', `${BUDGETS.consoleErrors}`, ({ consoleErrors }) => ({ result: `${consoleErrors.total}`, met: consoleErrors.met })],
      ['failed requests, total', `${BUDGETS.failedRequests}`, ({ failedRequests }) => ({ result: `${failedRequests.total}`, met: failedRequests.met })],
    ];
    for (const [what, budget, measured] of figures)
      rows.push({ what: `Lighthouse ${preset}: ${what}`, budget, ...(f ? measured(f) : { result: NOT_MEASURED }) });
  }

  const phoneLabel = 'slow phone (390 px, 150 ms round trip, 1.6 Mbit/s, CPU 4× slower)';
  const phoneRatio = (range: RatioRange | null) =>
    range ? `median ${range.median.toFixed(2)}×, most ${range.worst.toFixed(2)}× (${range.worstPage})` : 'no tap answered';
  if (phone) {
    const runs = `${phone.pages} pages, median of ${phone.runsPerPage} loads`;
    rows.push(
      { what: `${phoneLabel}: first contentful paint beside the anchor (${runs})`, result: phoneRatio(phone.fcp), budget: '—' },
      { what: `${phoneLabel}: LCP beside the anchor`, result: phoneRatio(phone.lcp), budget: '—' },
      {
        what: `${phoneLabel}: a tap during hydration, until answered, beside the anchor's`,
        result: `${phoneRatio(phone.tap)}; ${phone.lostTaps} lost`,
        budget: 'none lost',
        met: phone.lostTaps === 0 && phone.tap !== null,
      },
    );
  } else rows.push({ what: phoneLabel, result: NOT_MEASURED, budget: 'none lost' });

  const benchmark = serving ? ` (${serving.connections} connections, ${serving.durationSeconds} s each)` : '';
  const servingBudget = `≥ ${ratio(BUDGETS.servingOfReference)} of the file and ≥ ${BUDGETS.servingTimesNext}× next start`;
  for (const name of ['prefixed', 'unprefixed', 'redirected'] as const) {
    const measured = serving?.cases.find((entry) => entry.name === name);
    rows.push(
      measured
        ? {
            what: `serving: ${name}, nginx, ${measured.nginx.path}${name === 'prefixed' ? benchmark : ''}`,
            result: `${servingText(measured.nginx)}; ${ratio(measured.ofReference)} of the same bytes as a file (${servingText(measured.reference)}); ${measured.timesNext}× next start (${servingText(measured.next)})`,
            budget: servingBudget,
            met: measured.met,
          }
        : { what: `serving: ${name}`, result: NOT_MEASURED, budget: servingBudget },
    );
  }
  return rows;
}

export function machineText(machine: MachineInfo): string {
  return [
    `${machine.cpus} × ${machine.cpuModel}`,
    `${machine.memoryGiB.toFixed(1)} GiB`,
    `Node ${machine.node}`,
    `Next ${machine.next}`,
    machine.chromium ?? 'Chromium unknown',
  ].join(', ');
}

/** The summary's three parts: heading lines, the table of figures, the per-page Lighthouse table. */
function summaryParts(summary: PerfSummaryJson, results: PerfResults, machine: MachineInfo) {
  const measured = [
    ['build', results.build?.date],
    ['JavaScript', results.js?.date],
    ['serving', results.serving?.date],
    ['Lighthouse', results.lighthouse?.date],
    ['INP', results.inp?.date],
    ['slow phone', results.phone?.date],
  ]
    .map(([name, date]) => `${name} ${date ? formatDate(date) : NOT_MEASURED}`)
    .join('; ');
  const title = `Performance, ${formatDate(machine.date)}, on ${machineText(machine)}`;
  const figures = [
    `Measured: ${measured}.`,
    '',
    '| what | result | budget | met |',
    '| --- | --- | --- | --- |',
    ...tableRows(summary).map((row) => `| ${row.what} | ${row.result} | ${row.budget} | ${metText(row.met)} |`),
  ];
  const pair = (site: number, anchor: number | undefined, unit = '') =>
    anchor === undefined ? `${site}${unit} / —` : `${site}${unit} / ${anchor}${unit} (${times(anchorRatio(site, anchor))})`;
  const documentPair = (site: number | undefined, anchor: number | undefined) =>
    site === undefined ? '—' : `${kilobytes(site)} / ${anchor === undefined ? '—' : kilobytes(anchor)}`;
  const pages =
    results.lighthouse && results.lighthouse.rows.length > 0
      ? [
          '| page | preset | performance, site / anchor | TBT, site / anchor | LCP, site / anchor | HTML document, site / anchor | CLS | a11y | bp | SEO | benchmark index |',
          '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...results.lighthouse.rows.map(
            (row) =>
              `| ${row.url} | ${row.preset} | ${pair(row.performance, row.anchor?.performance)} | ${pair(row.tbtMs, row.anchor?.tbtMs, ' ms')} | ${pair(row.lcpMs, row.anchor?.lcpMs, ' ms')} | ${documentPair(row.documentBytes, row.anchor?.documentBytes)} | ${row.cls.toFixed(3)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.benchmarkIndex ?? '—'} |`,
          ),
        ]
      : [`Lighthouse: ${NOT_MEASURED}.`];
  return { title, figures, pages };
}

export function summaryMarkdown(summary: PerfSummaryJson, results: PerfResults, machine: MachineInfo): string {
  const { title, figures, pages } = summaryParts(summary, results, machine);
  return `${[`## ${title}`, '', ...figures, '', '### Lighthouse per page', '', ...pages].join('\n')}\n`;
}

/** The same summary as docs/performance.md shows it, under its Latest figures section, the pages folded. */
export function documentSummary(summary: PerfSummaryJson, results: PerfResults, machine: MachineInfo): string {
  const { title, figures, pages } = summaryParts(summary, results, machine);
  return [`### ${title}`, '', ...figures, '', '<details><summary>Lighthouse per page</summary>', '', ...pages, '', '</details>'].join('\n');
}

export const SUMMARY_START = '<!-- perf-summary:start (written by npm run perf:summary) -->';
export const SUMMARY_END = '<!-- perf-summary:end -->';

/** The document with the text between its summary markers replaced; throws when they are missing. */
export function withSummaryBlock(document: string, block: string): string {
  const start = document.indexOf(SUMMARY_START);
  const end = document.indexOf(SUMMARY_END);
  if (start < 0 || end < start) throw new Error(`the document has no "${SUMMARY_START}" … "${SUMMARY_END}" block`);
  return `${document.slice(0, start + SUMMARY_START.length)}\n${block}\n${document.slice(end)}`;
}

/** The summary of whichever results exist, as JSON and as Markdown. */
export function perfSummary(results: PerfResults, machine: MachineInfo): { json: PerfSummaryJson; markdown: string; document: string } {
  const json = summaryJson(results, machine);
  return { json, markdown: summaryMarkdown(json, results, machine), document: documentSummary(json, results, machine) };
}
