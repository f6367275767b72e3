import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, securityHeaders } from './security-headers';

const asRecord = (https: boolean) => Object.fromEntries(securityHeaders({ https }).map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('forbid sniffing and framing by other sites, and limit the referrer and browser features', () => {
    const headers = asRecord(false);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('add HSTS only when the site is served over HTTPS', () => {
    expect(asRecord(false)['Strict-Transport-Security']).toBeUndefined();
    expect(asRecord(true)['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
});
