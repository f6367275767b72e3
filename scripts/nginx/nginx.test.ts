import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { DEFAULT_PREFIX, LOCALE_PREFIXES } from '@/lib/i18n/locales';
import { NOT_FOUND_SEGMENT, PAGE_PATHS } from '@/lib/routes';
import { DATA_CSP } from '@/lib/security/csp';
import { missingDependency } from '@/tests/support/dependencies';
import { nginxBinary } from './binary';
import { MAX_BODY_BYTES, renderNginxConfig, type NginxSettings } from './nginx';
import type { SiteModel } from './routing';

const NGINX = nginxBinary();

/** Skips a test that runs nginx where there is none, saying so in the report; in CI it fails instead. */
function skipWithoutNginx({ skip }: TestContext) {
  const why = missingDependency('nginx', NGINX !== undefined, 'on neither PATH nor the sbin folders; bash scripts/ensure-nginx.sh installs it, as root');
  if (why) skip(why);
}

const model: SiteModel = {
  prefixes: LOCALE_PREFIXES,
  defaultPrefix: DEFAULT_PREFIX,
  pages: PAGE_PATHS,
  notFoundSegment: NOT_FOUND_SEGMENT,
  rootRedirect: undefined,
  localeDetection: false,
  files: ['/robots.txt', '/fonts/a.woff2', '/ru/experts/opengraph-image'],
};

function settings(runtimeDir: string): NginxSettings {
  return {
    listen: 18080,
    root: '/srv/out',
    node: '127.0.0.1:18081',
    https: true,
    csp: { documents: { '/ru/experts': "default-src 'self'; script-src 'self' 'sha256-abc='" }, fallback: "default-src 'self'" },
    runtimeDir,
  };
}

describe('the nginx configuration', () => {
  const config = renderNginxConfig(model, settings('/tmp/nginx-runtime'));

  it('serves each page from its file with its own policy and cache headers', () => {
    const start = config.indexOf('location = /ru/experts {');
    const block = config.slice(start, config.indexOf('location ', start + 1));
    expect(block).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='" always;`);
    expect(block).toContain('add_header Cache-Control "public, max-age=300, s-maxage=31536000" always;');
    expect(block).toContain('add_header Strict-Transport-Security');
    expect(block).toContain('try_files /ru/experts$page_variant =404;');
  });

  it('serves the status page (a private link) uncached, with no Referer and no index, in every language', () => {
    for (const path of ['/request_status', '/kz/request_status']) {
      const start = config.indexOf(`location = ${path} {`);
      // The page's own headers, not those of the redirect to the language of the cookie.
      const block = config.slice(start, config.indexOf('location ', start + 1)).replace(/if \(\$cookie_language\) \{[\s\S]*?\n\s*\}\n/, '');
      expect(block, path).toContain('add_header Cache-Control "no-store" always;');
      expect(block, path).toContain('add_header Referrer-Policy "no-referrer" always;');
      expect(block, path).not.toContain('strict-origin-when-cross-origin');
      expect(block, path).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
      expect(block, path).toContain('limit_req zone=private_pages burst=30 nodelay;');
    }
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=private_pages:1m rate=60r/m;');
    expect(config.match(/limit_req zone=/g)).toHaveLength(5);
  });

  it('tells the type of a share preview, a file without an extension, and lets it be kept for good', () => {
    const start = config.indexOf('location = /ru/experts/opengraph-image {');
    const block = config.slice(start, config.indexOf('location ', start + 1));
    expect(block).toContain('default_type image/png;');
    expect(block).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(config.slice(config.indexOf('location = /robots.txt {'))).not.toMatch(/^[^}]*default_type/);
  });

  it('redirects by the language cookie with headers of its own, and compares the cookie with case', () => {
    const block = config.slice(config.indexOf('location = /experts {'));
    const redirect = block.slice(block.indexOf('if ($cookie_language) {'), block.indexOf('return 302'));
    expect(redirect).toContain('add_header Cache-Control "private, no-store" always;');
    expect(config).toContain('"~^ru$" ru;');
    expect(config).not.toMatch(/\sru ru;/);
  });

  it('leaves the API to Node and names the trailing slash rule’s capture', () => {
    expect(config).toContain('location ^~ /api/ {');
    expect(config).toContain('proxy_pass http://node;');
    expect(config).toContain('return 308 $without_slash$is_args$args;');
  });

  it('sends every header it adds whatever the status (always)', () => {
    const lines = config.split('\n').filter((line) => line.includes('add_header'));
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((line) => !line.trim().endsWith(' always;'))).toEqual([]);
  });

  it('answers its own refusals itself, in every location that names its own error pages', () => {
    const serverLevel = config.slice(config.indexOf('    server {'), config.indexOf('        location '));
    expect(serverLevel).toContain('error_page 400 413 414 429 500 502 503 504 /_nginx_error;');
    expect(serverLevel).toContain('error_page 494 =400 /_nginx_error;');
    expect(serverLevel).toContain('recursive_error_pages on;');
    expect(serverLevel).toContain(`client_max_body_size ${MAX_BODY_BYTES};`);
    // A location with error pages of its own inherits none of the server's.
    const ownPages = config.split(/\n\s+location /).filter((block) => block.includes('error_page 404 ') && !block.startsWith('= /_nginx_error'));
    expect(ownPages.length).toBeGreaterThan(8);
    expect(ownPages.filter((block) => !block.includes('error_page 400 413 414 429 500 502 503 504 /_nginx_error;'))).toEqual([]);
    const block = config.slice(config.indexOf('location = /_nginx_error {'));
    expect(block.slice(0, block.indexOf('}'))).toContain(`add_header Content-Security-Policy "${DATA_CSP}" always;`);
    expect(block.slice(0, block.indexOf('}'))).toContain('internal;');
  });

  it('leaves repeated slashes and backslashes, unmerged, to Node', () => {
    expect(config).toContain('merge_slashes off;');
    const start = config.indexOf(String.raw`location ~ "//|\\\\" {`);
    expect(start).toBeGreaterThan(-1);
    expect(config.slice(start, config.indexOf('}', start))).toContain('proxy_pass http://node;');
    // The first regex location, so that the trailing slash rule does not take `/experts//`.
    expect(config.indexOf('location ~ ')).toBe(start);
  });

  it('passes nginx -t', (context) => {
    skipWithoutNginx(context);
    const runtimeDir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runtimeDir, dir));
    const file = join(runtimeDir, 'nginx.conf');
    writeFileSync(file, renderNginxConfig(model, { ...settings(runtimeDir), user: process.getuid?.() === 0 ? 'root root' : undefined }));
    const check = spawnSync(NGINX!, ['-t', '-q', '-p', runtimeDir, '-c', file], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});

/** The running nginx's answer to bytes sent as they are (a broken request line, a huge header). */
function rawAnswer(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A running nginx serving the tree `files` writes into its root, with no Node behind it. */
async function runningNginx(files: (root: string) => void = () => {}, extra: Partial<NginxSettings> = {}) {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'nginx-run-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runtimeDir, dir));
  files(runtimeDir);
  const [port, nodePort] = [await freePort(), await freePort()];
  const file = join(runtimeDir, 'nginx.conf');
  writeFileSync(
    file,
    renderNginxConfig(model, {
      ...settings(runtimeDir),
      listen: port,
      root: runtimeDir,
      node: `127.0.0.1:${nodePort}`,
      user: process.getuid?.() === 0 ? 'root root' : undefined,
      workers: 1,
      ...extra,
    }),
  );
  const nginx = spawn(NGINX!, ['-p', runtimeDir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let tries = 0; tries < 50 && !(await rawAnswer(port, '/robots.txt').catch(() => undefined)); tries++) await new Promise((r) => setTimeout(r, 50));
  return { port, stop: () => nginx.kill('SIGTERM') };
}

describe('nginx’s own answers, from a running nginx whose Node is down', () => {
  beforeEach(skipWithoutNginx);

  it('carry the security headers and the API’s policy, as JSON', async () => {
    const { port, stop } = await runningNginx();
    try {
      const answers = {
        'a path that is not a URL': [await rawAnswer(port, '/%'), 400, { error: 'malformed' }],
        'a URI too long': [await rawAnswer(port, `/${'a'.repeat(9000)}`), 414, { error: 'malformed' }],
        'headers too large': [await rawAnswer(port, '/ru', { headers: { 'x-padding': 'a'.repeat(20_000) } }), 400, { error: 'malformed' }],
        'a body too large': [
          await rawAnswer(port, '/api/support-messages', { method: 'POST', headers: { 'content-length': String(MAX_BODY_BYTES + 1) }, body: Buffer.alloc(0) }),
          413,
          { error: 'tooLarge', limitBytes: MAX_BODY_BYTES },
        ],
        'Node down, for the API': [await rawAnswer(port, '/api/support-messages', { method: 'POST' }), 502, { error: 'unavailable' }],
        'Node down, for repeated slashes': [await rawAnswer(port, '//experts'), 502, { error: 'unavailable' }],
      } as const;
      for (const [what, [answer, status, body]] of Object.entries(answers)) {
        expect(answer.status, what).toBe(status);
        expect(answer.headers['content-security-policy'], what).toBe(DATA_CSP);
        expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
        expect(answer.headers['strict-transport-security'], what).toBeDefined();
        expect(answer.headers['cache-control'], what).toBe('no-store');
        expect(JSON.parse(answer.body), what).toEqual(body);
      }
    } finally {
      stop();
    }
  });
});

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

describe('an unprefixed page, from a running nginx', () => {
  beforeEach(skipWithoutNginx);

  it('is asked for again every time, and an unchanged copy of each variant is answered 304; the cookie still redirects', async () => {
    const html = `<!doctype html><html lang="en"><title>Experts</title>${'<p>an expert</p>'.repeat(200)}</html>`;
    const brotli = existsSync(BROTLI_MODULE);
    const { port, stop } = await runningNginx(
      (root) => {
        mkdirSync(join(root, 'en'));
        writeFileSync(join(root, 'en', 'experts.html'), html);
        writeFileSync(join(root, 'en', 'experts.html.gz'), gzipSync(html));
        writeFileSync(join(root, 'en', 'experts.html.br'), brotliCompressSync(html));
        writeFileSync(join(root, 'en', 'experts.rsc'), `0:${'["an expert"]'.repeat(300)}`);
      },
      { brotliModule: brotli ? BROTLI_MODULE : undefined },
    );
    try {
      const variants = {
        brotli: { 'accept-encoding': 'br, gzip' },
        gzip: { 'accept-encoding': 'gzip' },
        plain: {},
        'RSC payload': { rsc: '1' },
        'RSC payload, gzip on the fly': { rsc: '1', 'accept-encoding': 'gzip' },
      };
      const etags: string[] = [];
      for (const [what, headers] of Object.entries(variants)) {
        const page = await rawAnswer(port, '/experts', { headers });
        expect(page.status, what).toBe(200);
        expect(page.headers['cache-control'], what).toBe('private, no-cache');
        const etag = String(page.headers.etag);
        expect(etag, what).toMatch(/^(W\/)?"[0-9a-f]+-[0-9a-f]+"$/);
        etags.push(etag);
        const again = await rawAnswer(port, '/experts', { headers: { ...headers, 'if-none-match': etag } });
        expect(again.status, what).toBe(304);
        expect(again.body, what).toBe('');
        // (A 304 passes no gzip filter: its tag is the file's, not made weak.)
        expect(again.headers, what).toMatchObject({
          etag: etag.replace(/^W\//, ''),
          'cache-control': 'private, no-cache',
          vary: expect.stringContaining('rsc'),
        });
        // Chosen a language since: the redirect, never the copy.
        const chosen = await rawAnswer(port, '/experts', { headers: { ...headers, 'if-none-match': etag, cookie: 'NEXT_LOCALE=ru' } });
        expect(chosen.status, what).toBe(302);
        expect(chosen.headers.location, what).toBe('/ru/experts');
        expect(chosen.headers['cache-control'], what).toBe('private, no-store');
      }
      // Each file its own tag: the page's copy never confirms its RSC payload.
      expect(new Set(etags.map((etag) => etag.replace(/^W\//, ''))).size).toBe(brotli ? 4 : 3);
      const crossed = await rawAnswer(port, '/experts', { headers: { rsc: '1', 'if-none-match': etags[2]! } });
      expect(crossed.status).toBe(200);
    } finally {
      stop();
    }
  });
});
