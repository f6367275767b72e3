/**
 * Mozilla Observatory's published scoring of a site's HTTP headers (the header tests of its
 * scoring table: CSP, HSTS, Referrer-Policy, X-Content-Type-Options, X-Frame-Options), so a unit
 * test can hold the site to A+. Every site starts at 100; bonuses count only from 90 up.
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 */
export type ObservatoryResult = { score: number; grade: string; tests: { name: string; result: string; modifier: number }[] };

type Headers = Record<string, string | undefined>;

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(value: string): Map<string, string[]> | undefined {
  const directives = new Map<string, string[]>();
  for (const part of value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    const key = name!.toLowerCase();
    if (directives.has(key)) return undefined;
    directives.set(key, sources);
  }
  return directives;
}

function cspTest(value: string | undefined): [string, number] {
  if (!value) return ['csp-not-implemented', -25];
  const csp = parseCsp(value);
  if (!csp) return ['csp-header-invalid', -25];
  const sources = (name: string) => csp.get(name) ?? csp.get('default-src') ?? [];
  const scripts = sources('script-src');
  const styles = sources('style-src');
  const active = [...scripts, ...sources('object-src')];
  const passive = [...sources('img-src'), ...sources('media-src')];
  const insecure = (list: string[]) => list.some((source) => /^http:|^\*$|^http$/i.test(source));
  if (scripts.includes("'unsafe-inline'") && !scripts.some((source) => /^'(sha(256|384|512)-|nonce-)/.test(source)))
    return ['csp-implemented-with-unsafe-inline', -20];
  if (insecure(active)) return ['csp-implemented-with-insecure-scheme', -20];
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure(passive)) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if (styles.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  if ((csp.get('default-src') ?? []).join(' ') === "'none'") return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hstsTest(value: string | undefined, https: boolean): [string, number] {
  if (!https) return ['hsts-not-implemented-no-https', -20];
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return ['hsts-header-invalid', -20];
  return Number(maxAge[1]) >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function referrerTest(value: string | undefined): [string, number] {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const policy =
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy)) return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function nosniffTest(value: string | undefined): [string, number] {
  if (!value) return ['x-content-type-options-not-implemented', -5];
  return value.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5];
}

function frameTest(xfo: string | undefined, csp: string | undefined): [string, number] {
  const ancestors = csp ? parseCsp(csp)?.get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim()) ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-header-invalid', -20];
}

export function scoreHeaders(raw: Headers, { https }: { https: boolean }): ObservatoryResult {
  const headers = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]));
  const results = [
    cspTest(headers['content-security-policy']),
    hstsTest(headers['strict-transport-security'], https),
    referrerTest(headers['referrer-policy']),
    nosniffTest(headers['x-content-type-options']),
    frameTest(headers['x-frame-options'], headers['content-security-policy']),
  ];
  const penalties = results.reduce((sum, [, modifier]) => sum + Math.min(0, modifier), 100);
  const bonuses = results.reduce((sum, [, modifier]) => sum + Math.max(0, modifier), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: GRADES.find(([minimum]) => score >= minimum)![1], tests: results.map(([name, modifier]) => ({ name, result: name, modifier })) };
}
