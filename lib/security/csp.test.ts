import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, scriptHash, tileSource } from './csp';

const base = { https: true, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', apiBaseUrl: '/api' };
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `) || part === name);

describe('content security policy', () => {
  it('allows the site, the page\u2019s own inline scripts by hash, and nothing else to run', () => {
    const csp = contentSecurityPolicy({ ...base, scriptHashes: ["'sha256-abc='"] });
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('allows styles from the site and the known <style> texts by hash, and no style attribute', () => {
    const csp = contentSecurityPolicy({ ...base, styleHashes: ["'sha256-css='"] });
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'sha256-css='");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-hashes');
    const html = '<head><style>:root{--a:1}</style><style data-precedence="next" data-href="/a.css">.a{}</style></head><body><p style="color:red">x</p></body>';
    expect(inlineStyleHashes(html)).toEqual([scriptHash(':root{--a:1}'), scriptHash('.a{}')]);
  });

  it('lets the map tiles and an API on another origin in', () => {
    const csp = contentSecurityPolicy({ ...base, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', apiBaseUrl: 'https://api.example.org/v1' });
    expect(directive(csp, 'img-src')).toContain('https://*.tiles.example.org');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.org");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.example.org");
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it('adds the tag manager only when it is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({ ...base, gtm: { scriptHash: "'sha256-gtm='" } });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-gtm=' https://www.googletagmanager.com");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toContain('google-analytics.com');
  });

  it('hashes each inline script a page runs, not external scripts or data blocks', () => {
    const html = `<head><script src="/_next/static/a.js" async></script><script>self.__next_f.push([1])</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script><script>self.__next_f.push([1])</script><script type="module">x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash('self.__next_f.push([1])'), scriptHash('x()')]);
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('the map tiles\u2019 host', () => {
  it('is the template\u2019s origin, whatever fills the path', () => {
    expect(tileSource('https://tiles.example.org/{variant}/{z}/{x}/{y}{r}.{ext}?key={apiKey}')).toBe('https://tiles.example.org');
    expect(tileSource('http://localhost:8081/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
  });

  it('is any subdomain where the host holds a placeholder, down to the last label that holds one', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    // A layer option such as {variant} names a host the template cannot know.
    expect(tileSource('https://tiles-{variant}.example.org/{z}/{x}/{y}.png')).toBe('https://*.example.org');
    expect(tileSource('https://{s}.{base}.maps.example.com/{z}/{x}/{y}.png')).toBe('https://*.maps.example.com');
  });
});
