import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFIX, LOCALE_PREFIXES } from '@/lib/i18n/locales';
import { NOT_FOUND_SEGMENT, ROUTES } from '@/lib/routes';
import { renderNginxConfig, type NginxSettings } from './nginx';
import type { SiteModel } from './routing';

const model: SiteModel = {
  prefixes: LOCALE_PREFIXES,
  defaultPrefix: DEFAULT_PREFIX,
  pages: ROUTES.map((route) => route.path),
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

  it.skipIf(!existsSync('/usr/sbin/nginx'))('passes nginx -t', () => {
    const runtimeDir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runtimeDir, dir));
    const file = join(runtimeDir, 'nginx.conf');
    writeFileSync(file, renderNginxConfig(model, { ...settings(runtimeDir), user: process.getuid?.() === 0 ? 'root root' : undefined }));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', runtimeDir, '-c', file], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
