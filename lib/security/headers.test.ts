import { describe, expect, it } from 'vitest';
import { DATA_CSP } from './csp';
import { HSTS_VALUE, isApiPath, policyForPath, securityHeaderRecord, securityHeaderRules } from './headers';

describe('security headers', () => {
  it('forbid sniffing and framing by other sites, and limit the referrer and browser features', () => {
    const headers = securityHeaderRecord({ https: false, csp: "default-src 'self'" });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-site');
  });

  it('keep a page out of reach of the windows of other sites it opens or is opened by', () => {
    expect(securityHeaderRecord({ https: true, csp: '' })['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('add HSTS only when the site is served over HTTPS', () => {
    expect(securityHeaderRecord({ https: false, csp: '' })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaderRecord({ https: true, csp: '' })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
});

describe('the policy of an answer', () => {
  it('is the API’s, under which nothing loads, on the API’s paths', () => {
    for (const path of ['/api', '/api/', '/api/support-messages', '/api/no-such-route']) {
      expect(isApiPath(path), path).toBe(true);
      expect(policyForPath(path, "default-src 'self'")).toBe(DATA_CSP);
    }
  });

  it('is the site’s everywhere else', () => {
    for (const path of ['/', '/apiary', '/ru/api', '/experts/', '/icon.svg']) {
      expect(isApiPath(path), path).toBe(false);
      expect(policyForPath(path, "default-src 'self'")).toBe("default-src 'self'");
    }
  });

  it('is given by two rules of Next’s headers(): every path but the API’s, and the API’s', () => {
    const rules = securityHeaderRules({ https: true, siteCsp: "default-src 'self'" });
    const policy = (rule: (typeof rules)[number]) => rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(rules.slice(0, 2).map((rule) => [rule.source, policy(rule)])).toEqual([
      ['/:path((?!api(?:/|$)).*)', "default-src 'self'"],
      ['/api/:path*', DATA_CSP],
    ]);
    expect(rules.slice(0, 2).every((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security'))).toBe(true);
  });

  it('sends no Referer from the status lookup, and keeps it out of search engines (a third rule, which Next applies last)', () => {
    const rules = securityHeaderRules({ https: true, siteCsp: "default-src 'self'" });
    expect(rules[2]).toEqual({
      source: '/api/request-status',
      headers: [
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    });
  });

  it('keeps the office’s answers out of every cache and search engine, and sends no Referer from them (a fourth rule)', () => {
    const rules = securityHeaderRules({ https: true, siteCsp: "default-src 'self'" });
    expect(rules[3]).toEqual({
      source: '/api/office/:path*',
      headers: [
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Cache-Control', value: 'private, no-store' },
      ],
    });
  });
});
