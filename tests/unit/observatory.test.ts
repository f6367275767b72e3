import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { siteCsp, DATA_CSP } from '@/lib/security/csp';
import { securityHeaderRecord } from '@/lib/security/headers';
import { scoreHeaders } from '../support/observatory';

const https = parseConfig({ SITE_URL: 'https://experts.example' });

describe("Mozilla Observatory's scoring of the site's headers", () => {
  it('gives a page A+ on an https SITE_URL', () => {
    const headers = securityHeaderRecord({ https: true, csp: siteCsp(https, { scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] }) });
    const result = scoreHeaders(headers, { https: true });
    expect(result.tests.filter((test) => test.modifier < 0)).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  });

  it('also with the tag manager configured, and for the API\u2019s answers', () => {
    const withGtm = parseConfig({ SITE_URL: 'https://experts.example', NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' });
    expect(scoreHeaders(securityHeaderRecord({ https: true, csp: siteCsp(withGtm) }), { https: true }).grade).toBe('A+');
    expect(scoreHeaders(securityHeaderRecord({ https: true, csp: DATA_CSP }), { https: true }).grade).toBe('A+');
  });

  it('knows a weak policy when it sees one', () => {
    const headers = securityHeaderRecord({ https: true, csp: "default-src 'self'; script-src 'self' 'unsafe-inline'" });
    expect(scoreHeaders(headers, { https: true })).toMatchObject({ score: 80, grade: 'B+' });
    expect(scoreHeaders({}, { https: true })).toMatchObject({ score: 30, grade: 'D' });
    expect(scoreHeaders(securityHeaderRecord({ https: false, csp: siteCsp(https) }), { https: false }).grade).not.toBe('A+');
  });
});
