import { describe, expect, it, vi } from 'vitest';
import { addressedOrigin, judgeOrigin, postOrigin, refusalLogger, type AddressFacts } from './origin';

const facts = (overrides: Partial<AddressFacts> = {}): AddressFacts => ({
  host: 'localhost:4000',
  socketScheme: 'http',
  forwardedHost: null,
  forwardedProto: null,
  ...overrides,
});
const rule = { siteOrigin: 'https://experts.example', allowedOrigins: ['https://partner.example'], trustProxy: false };

describe('addressedOrigin', () => {
  it('is the Host as received with the socket scheme', () => {
    expect(addressedOrigin(facts(), false)).toBe('http://localhost:4000');
    expect(addressedOrigin(facts({ host: '127.0.0.1:3000' }), false)).toBe('http://127.0.0.1:3000');
    expect(addressedOrigin(facts({ host: '[::1]:3000' }), false)).toBe('http://[::1]:3000');
    expect(addressedOrigin(facts({ host: 'WWW.Experts.Example', socketScheme: 'https' }), false)).toBe('https://www.experts.example');
    // A default port is not part of an origin as browsers write it.
    expect(addressedOrigin(facts({ host: 'experts.example:443', socketScheme: 'https' }), false)).toBe('https://experts.example');
  });

  it('ignores forwarded headers unless the proxy is trusted', () => {
    const proxied = facts({ host: '127.0.0.1:3001', forwardedHost: 'www.experts.example', forwardedProto: 'https' });
    expect(addressedOrigin(proxied, false)).toBe('http://127.0.0.1:3001');
    expect(addressedOrigin(proxied, true)).toBe('https://www.experts.example');
    // nginx passes Host itself and only the scheme.
    expect(addressedOrigin(facts({ host: 'localhost:8080', forwardedProto: 'http' }), true)).toBe('http://localhost:8080');
    // The first proxy's values when several are listed; a scheme that is none is ignored.
    expect(addressedOrigin(facts({ forwardedHost: 'a.example, b.example', forwardedProto: 'https, http' }), true)).toBe('https://a.example');
    expect(addressedOrigin(facts({ forwardedProto: 'gopher' }), true)).toBe('http://localhost:4000');
    // Proxies write lists with spaces around the commas.
    expect(addressedOrigin(facts({ forwardedHost: 'a.example , b.example', forwardedProto: 'https , http' }), true)).toBe('https://a.example');
  });

  it("behind a trusted proxy: the proxy's scheme, even plain http to a server that speaks TLS", () => {
    expect(addressedOrigin(facts({ socketScheme: 'https', forwardedProto: 'http' }), true)).toBe('http://localhost:4000');
    expect(addressedOrigin(facts({ socketScheme: 'https', forwardedProto: 'HTTP' }), true)).toBe('http://localhost:4000');
    expect(addressedOrigin(facts({ socketScheme: 'https', forwardedProto: 'http' }), false)).toBe('https://localhost:4000');
  });

  it('is none for a missing or malformed Host', () => {
    expect(addressedOrigin(facts({ host: null }), false)).toBeUndefined();
    expect(addressedOrigin(facts({ host: 'evil.example/path' }), false)).toBeUndefined();
    expect(addressedOrigin(facts({ host: 'user@evil.example' }), false)).toBeUndefined();
    expect(addressedOrigin(facts({ host: 'a b' }), false)).toBeUndefined();
    // Characters a URL takes, but no host: a port out of range, an unclosed IPv6 address.
    expect(addressedOrigin(facts({ host: 'localhost:99999' }), false)).toBeUndefined();
    expect(addressedOrigin(facts({ host: '[::1' }), false)).toBeUndefined();
  });
});

describe('postOrigin', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it('is the Origin sent, but none for `null` from a page of this site (no-referrer), as Sec-Fetch-Site tells', () => {
    expect(postOrigin(headers({ origin: 'https://experts.example', 'sec-fetch-site': 'same-origin' }))).toBe('https://experts.example');
    expect(postOrigin(headers({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    for (const site of ['cross-site', 'same-site', 'none']) expect(postOrigin(headers({ origin: 'null', 'sec-fetch-site': site })), site).toBe('null');
    expect(postOrigin(headers({ origin: 'null' }))).toBe('null');
    expect(postOrigin(headers({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }))).toBe('https://evil.example');
    expect(postOrigin(headers({}))).toBeNull();
  });
});

describe('judgeOrigin', () => {
  it('lets in a post from the page it was addressed to, whatever SITE_URL says', () => {
    expect(judgeOrigin('http://localhost:4000', facts(), rule)).toEqual({ allowed: true });
    expect(judgeOrigin('http://127.0.0.1:3000', facts({ host: '127.0.0.1:3000' }), rule)).toEqual({ allowed: true });
    expect(judgeOrigin('http://192.168.1.20:3000', facts({ host: '192.168.1.20:3000' }), rule)).toEqual({ allowed: true });
  });

  it("lets in SITE_URL's origin and the configured ones", () => {
    expect(judgeOrigin('https://experts.example', facts(), rule)).toEqual({ allowed: true });
    expect(judgeOrigin('https://partner.example', facts(), rule)).toEqual({ allowed: true });
  });

  it('lets in a post without Origin (not a browser page of another site)', () => {
    expect(judgeOrigin(null, facts(), rule)).toEqual({ allowed: true });
  });

  it('refuses another site, a scheme or port that differs, and the opaque origin', () => {
    for (const origin of [
      'https://evil.example',
      'https://localhost:4000',
      'http://localhost:4001',
      'null',
      'http://localhost:4000/x',
      'garbage',
      'xhttp://localhost:4000',
    ])
      expect(judgeOrigin(origin, facts(), rule), origin).toEqual({ allowed: false, origin, addressedTo: 'http://localhost:4000' });
  });

  it('refuses an origin no URL can hold (a port out of range, an unclosed IPv6 address), even from a Host alike', () => {
    const broken = facts({ host: 'localhost:99999' });
    expect(judgeOrigin('http://localhost:99999', broken, rule)).toEqual({ allowed: false, origin: 'http://localhost:99999', addressedTo: undefined });
    expect(judgeOrigin('http://[::1', facts({ host: '[::1' }), rule).allowed).toBe(false);
  });

  it('refuses a forged X-Forwarded-Host unless the proxy is trusted', () => {
    const forged = facts({ forwardedHost: 'evil.example' });
    expect(judgeOrigin('http://evil.example', forged, rule).allowed).toBe(false);
    expect(judgeOrigin('http://evil.example', forged, { ...rule, trustProxy: true }).allowed).toBe(true);
  });

  it('behind a trusted TLS proxy: the https origin the visitor used', () => {
    const proxied = facts({ host: '127.0.0.1:3001', forwardedHost: 'www.experts.example', forwardedProto: 'https' });
    expect(judgeOrigin('https://www.experts.example', proxied, { ...rule, trustProxy: true })).toEqual({ allowed: true });
    expect(judgeOrigin('http://www.experts.example', proxied, { ...rule, trustProxy: true }).allowed).toBe(false);
  });
});

describe('refusalLogger', () => {
  it('warns once per origin, naming it and SITE_URL', () => {
    const log = vi.fn();
    const tell = refusalLogger('https://experts.example', log);
    tell({ allowed: false, origin: 'http://localhost:4000', addressedTo: 'http://127.0.0.1:4000' });
    tell({ allowed: false, origin: 'http://localhost:4000', addressedTo: 'http://127.0.0.1:4000' });
    tell({ allowed: false, origin: 'https://evil.example', addressedTo: undefined });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toMatchObject({
      level: 'warn',
      event: 'submission.origin_refused',
      origin: 'http://localhost:4000',
      addressedTo: 'http://127.0.0.1:4000',
      siteUrl: 'https://experts.example',
      message: expect.stringContaining('ALLOWED_ORIGINS'),
    });
    // No address at all (a Host that is none) is logged as null, not left out of the line.
    expect(log.mock.calls[1]![0]).toMatchObject({ origin: 'https://evil.example', addressedTo: null });
  });

  it('remembers a bounded number of origins', () => {
    const log = vi.fn();
    const tell = refusalLogger('https://experts.example', log);
    for (let i = 0; i < 1500; i++) tell({ allowed: false, origin: `https://x${i}.example`, addressedTo: undefined });
    expect(log).toHaveBeenCalledTimes(1000);
  });
});
