import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, securityHeaderRecord } from './headers';

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

  it('add HSTS only when the site is served over HTTPS', () => {
    expect(securityHeaderRecord({ https: false, csp: '' })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaderRecord({ https: true, csp: '' })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
});
