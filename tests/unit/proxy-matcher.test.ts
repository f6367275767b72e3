import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { LOCALE_PREFIXES } from '@/lib/i18n/locales';
import { withPrefix } from '@/lib/i18n/proxy-rules';
import { ROUTES } from '@/lib/routes';

// Next compiles each matcher into an anchored regular expression; this mirrors that.
const matchers = config.matcher.map((source) => new RegExp(`^${source}$`));
const runsOn = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

describe('proxy matcher', () => {
  it('runs on every page, prefixed or not, and on unknown paths: it sets their headers', () => {
    for (const prefix of LOCALE_PREFIXES) for (const route of ROUTES) expect(runsOn(withPrefix(prefix, route.path)), withPrefix(prefix, route.path)).toBe(true);
    for (const route of ROUTES) expect(runsOn(route.path), route.path).toBe(true);
    for (const path of ['/ru/unknown', '/en/experts/x', '/ge/expertss', '/kz/', '/fr/experts', '/english', '/ruler']) expect(runsOn(path), path).toBe(true);
  });

  it('skips the API and Next’s own files', () => {
    for (const path of ['/api', '/api/requests', '/_next/static/chunks/a.js', '/_next/image']) expect(runsOn(path), path).toBe(false);
  });

  it('runs on paths that look like files: the build’s are served with their cache headers, others are 404 pages', () => {
    for (const path of ['/favicon.ico', '/sitemap.xml', '/icon.svg', '/ru/file.pdf', '/fonts/a.woff2', '/ru/experts.html'])
      expect(runsOn(path), path).toBe(true);
  });
});
