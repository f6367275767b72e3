import { describe, expect, it } from 'vitest';
import { gtmLoaderScript } from '../analytics/gtm';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, scriptHash, siteCsp, tileSource } from './csp';

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

  it('lets images come from the site, data: and blob: URLs and the map tiles\u2019 host, and from nowhere else', () => {
    expect(directive(contentSecurityPolicy(base), 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    // Tiles the site serves itself need no host of their own.
    expect(directive(contentSecurityPolicy({ ...base, mapTileUrl: '/tiles/{z}/{x}/{y}.png' }), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('lets fonts come only from the site, connections go only to it, and frames load from nowhere, with the API on the site', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'font-src')).toBe("font-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('lets in an API served over plain http, as in development', () => {
    const csp = contentSecurityPolicy({ ...base, https: false, apiBaseUrl: 'http://localhost:8080/api' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://localhost:8080");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' http://localhost:8080");
  });

  it('keeps an API given by a path on the site, even a path that names another URL', () => {
    const csp = contentSecurityPolicy({ ...base, apiBaseUrl: '/proxy/https://api.example.org' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  it('opens to the tag manager its own host for its script, style and frame, and the analytics hosts for its images and beacons', () => {
    const csp = contentSecurityPolicy({ ...base, gtm: { scriptHash: "'sha256-gtm='" } });
    const analytics = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';
    expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: https://tile.openstreetmap.org https://www.googletagmanager.com ${analytics}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${analytics}`);
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.googletagmanager.com');
  });

  it('hashes each inline script a page runs, not external scripts or data blocks', () => {
    const html = `<head><script src="/_next/static/a.js" async></script><script>self.__next_f.push([1])</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script><script>self.__next_f.push([1])</script><script type="module">x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash('self.__next_f.push([1])'), scriptHash('x()')]);
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('hashes scripts typed as JavaScript, in any case, and a script of many lines whole', () => {
    const html = `<script type="text/javascript">a()</script><script type='application/javascript'>b()</script>
      <script type=MODULE>c()</script><script>
        d();
        e();
      </script>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash('a()'), scriptHash('b()'), scriptHash('c()'), scriptHash('\n        d();\n        e();\n      ')]);
  });

  it('hashes no external script or data block, however its attributes are spaced or quoted', () => {
    const html = `<script src = "/_next/static/a.js"></script><script type = "application/ld+json">{"@type":"Organization"}</script>
      <script type=application/json>{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes a <style> of many lines whole', () => {
    expect(inlineStyleHashes('<style>\n  .a { color: red }\n</style>')).toEqual([scriptHash('\n  .a { color: red }\n')]);
  });

  it('hashes a text as its UTF-8 bytes, as the browser does, so a script with Georgian letters runs', () => {
    expect(scriptHash("document.title = 'ქართული'")).toBe("'sha256-pcfEPObjSY6zGMATsPg+2Cot9npCcYv314vymBwdvUc='");
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

describe('the site\u2019s policy from its configuration', () => {
  const config = { https: true, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', apiBaseUrl: '/api' };

  it('allows the page\u2019s own inline scripts and styles by hash', () => {
    const csp = siteCsp(config, { scripts: ["'sha256-js='"], styles: ["'sha256-css='"] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-js='");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'sha256-css='");
  });

  it('allows no inline script or style when the page has none', () => {
    const csp = siteCsp(config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });

  it('lets the tag manager\u2019s loader snippet run, by its hash, when a container is configured', () => {
    const csp = siteCsp({ ...config, gtmId: 'GTM-ABC123' });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${scriptHash(gtmLoaderScript('GTM-ABC123'))} https://www.googletagmanager.com`);
  });
});
