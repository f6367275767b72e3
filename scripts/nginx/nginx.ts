/**
 * The nginx configuration of the static profile (`npm run start:nginx`), written from the same
 * locations that scripts/nginx/routing.ts plays in the unit test: nginx serves the static tree the
 * build wrote (out/, precompressed), and passes /api, and language detection when it is on, to
 * the Node server.
 */

import { securityHeaderRecord } from '@/lib/security/headers';
import { DATA_CSP } from '@/lib/security/csp';
import { cacheHeaders, PRIVATE_PAGE_VIEWS_PER_MINUTE, type ResponseKind } from '@/lib/deploy/cache';
import { ITEM_ID_PATTERN, siteLocations, type Answer, type Location, type SiteModel, type Step } from './routing';

export type NginxSettings = {
  listen: number;
  /** The static tree (out/), absolute. */
  root: string;
  /** The Node server for /api: `127.0.0.1:3001`. */
  node: string;
  https: boolean;
  /** Each page's Content-Security-Policy, by document ('/ru/experts'); `fallback` for the rest. */
  csp: { documents: Record<string, string>; fallback: string };
  /** Debian's libnginx-mod-http-brotli-static, when installed: the .br files are then served. */
  brotliModule?: string | undefined;
  /** Where nginx keeps its pid file and temporary files. */
  runtimeDir: string;
  user?: string | undefined;
  workers?: number | 'auto';
};

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const NOT_ALLOWED = (allow: string[]) => JSON.stringify({ error: 'methodNotAllowed', allow });

/** The largest request body nginx passes on: the API's own limits are lower, and answered by Node. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

/**
 * The answers nginx writes itself, when a request is refused before any location serves it (a
 * broken request line, headers or a URI too long, a body over MAX_BODY_BYTES) or Node does not
 * answer: its built-in pages carry no headers, so they are replaced by JSON with the security
 * headers and the API's policy, in the shape of the API's own errors. 494 is nginx's code for
 * headers too large, sent as 400.
 */
const NGINX_ERRORS = '400 413 414 429 500 502 503 504';
const NGINX_ERROR_BODIES: [string, object][] = [
  ['413', { error: 'tooLarge', limitBytes: MAX_BODY_BYTES }],
  ['429', { error: 'rateLimited' }],
  ['~^5', { error: 'unavailable' }],
];

function headerLines(kind: ResponseKind, csp: string, https: boolean, indent: string): string[] {
  const headers = { ...securityHeaderRecord({ https, csp }), ...cacheHeaders(kind) };
  return Object.entries(headers).map(([key, value]) => `${indent}add_header ${key} ${quote(value)} always;`);
}

function matchLine(location: Location): string {
  const { match } = location;
  if (match.kind === 'exact') return `location = ${match.path}`;
  if (match.kind === 'prefix') return match.path === '/' ? 'location /' : `location ^~ ${match.path}`;
  return `location ~ ${quote(match.pattern)}`;
}

function stepLines(steps: Step[], path: string | undefined, settings: NginxSettings, indent: string): string[] {
  return steps.flatMap((step) =>
    typeof step === 'object' && 'nodeRendersArgs' in step
      ? [`${indent}if ($args ~ ${quote(step.nodeRendersArgs)}) { return 418; }`]
      : typeof step === 'object'
        ? [
            // $arg_ is the argument as sent: the pattern admits only an id's own characters.
            `${indent}if ($arg_${step.legacyItem.param} ~ ${quote(ITEM_ID_PATTERN)}) {`,
            ...headerLines('redirect', settings.csp.fallback, settings.https, `${indent}    `),
            `${indent}    return 301 ${step.legacyItem.target}$arg_${step.legacyItem.param};`,
            `${indent}}`,
          ]
        : step === 'cookie-language-redirect'
          ? [
              // An `if` block's own add_header lines replace the page's: the redirect is never cached.
              `${indent}if ($cookie_language) {`,
              ...headerLines('locale-redirect', settings.csp.fallback, settings.https, `${indent}    `),
              `${indent}    return 302 /$cookie_language${path === '/' ? '' : '$uri'}$is_args$args;`,
              `${indent}}`,
            ]
          : [`${indent}if ($language_chosen = "") { return 418; }`],
  );
}

/** A URI, not a named location: a request refused in its request line has no URI to carry over. */
const NGINX_ERROR_URI = '/_nginx_error';
const nginxErrorPages = (indent: string) => [`${indent}error_page ${NGINX_ERRORS} ${NGINX_ERROR_URI};`, `${indent}error_page 494 =400 ${NGINX_ERROR_URI};`];

/** A location with an error_page of its own inherits none of the server's: it repeats them. */
const errorPages = (notFound: string, indent: string) => [
  `${indent}error_page 404 ${notFound};`,
  `${indent}error_page 405 = @method_not_allowed;`,
  `${indent}error_page 418 = @node;`,
  ...nginxErrorPages(indent),
];

const notFoundName = (document: string, kind: ResponseKind) => `@${kind === 'prefixed-not-found' ? 'notfound' : 'notfound_private'}_${document.split('/')[1]}`;

function answerLines(answer: Answer, settings: NginxSettings, indent: string): string[] {
  const csp = (document: string) => settings.csp.documents[document] ?? settings.csp.fallback;
  switch (answer.type) {
    case 'node':
      // A cached answer is stored with what its Vary names (nginx keeps one copy per variant).
      return [
        ...(answer.cached ? [`${indent}proxy_cache answers;`, `${indent}add_header X-Cache-Status $upstream_cache_status always;`] : []),
        `${indent}proxy_pass http://node;`,
      ];
    case 'page':
      return [
        ...(answer.kind === 'private-page' ? [`${indent}limit_req zone=private_pages burst=${PRIVATE_PAGE_VIEWS_PER_MINUTE / 2} nodelay;`] : []),
        ...headerLines(answer.kind, csp(answer.document), settings.https, indent),
        `${indent}try_files ${answer.document}$page_variant =404;`,
      ];
    case 'not-found':
      return [...errorPages(notFoundName(answer.document, answer.kind), indent), `${indent}return 404;`];
    case 'files':
      return [
        ...headerLines(answer.kind, settings.csp.fallback, settings.https, indent),
        ...errorPages(notFoundName(answer.missing.document, answer.missing.kind), indent),
        ...(answer.contentType ? [`${indent}default_type ${answer.contentType};`] : []),
        `${indent}try_files $uri =404;`,
      ];
    case 'redirect':
      return [...headerLines(answer.kind, settings.csp.fallback, settings.https, indent), `${indent}return ${answer.status} ${answer.location};`];
  }
}

function locationBlock(location: Location, settings: NginxSettings): string[] {
  const inner = '        ';
  const path = location.match.kind === 'exact' ? location.match.path : undefined;
  const lines = [`    ${matchLine(location)} {`];
  if (location.answer.type !== 'node') lines.push(`${inner}if ($request_method !~ ^(GET|HEAD)$) { return 405; }`);
  lines.push(...stepLines(location.steps, path, settings, inner), ...answerLines(location.answer, settings, inner), '    }');
  return lines;
}

function notFoundBlocks(model: SiteModel, settings: NginxSettings): string[] {
  const blocks: string[] = [];
  const pages: [string, ResponseKind][] = [
    ...model.prefixes.map((prefix): [string, ResponseKind] => [`/${prefix}/${model.notFoundSegment}`, 'prefixed-not-found']),
    [`/${model.defaultPrefix}/${model.notFoundSegment}`, 'unprefixed-not-found'],
  ];
  for (const [document, kind] of pages) {
    blocks.push(
      `    location ${notFoundName(document, kind)} {`,
      ...headerLines(kind, settings.csp.documents[document] ?? settings.csp.fallback, settings.https, '        '),
      `        try_files ${document}.html =404;`,
      '    }',
    );
  }
  return blocks;
}

export function renderNginxConfig(model: SiteModel, settings: NginxSettings): string {
  const locations = siteLocations(model);
  const runtime = settings.runtimeDir;
  const languages = model.prefixes.filter((prefix) => prefix !== model.defaultPrefix);
  return [
    '# Written by scripts/nginx/nginx.ts (npm run start:nginx); do not edit by hand.',
    ...(settings.brotliModule ? [`load_module ${settings.brotliModule};`] : []),
    ...(settings.user ? [`user ${settings.user};`] : []),
    `worker_processes ${settings.workers ?? 'auto'};`,
    `pid ${runtime}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    '    types { text/html html; text/x-component rsc; text/css css; application/javascript js; application/json json; image/svg+xml svg; application/xml xml; application/manifest+json webmanifest; text/plain txt; font/woff2 woff2; image/png png; image/x-icon ico; image/webp webp; }',
    '    default_type application/octet-stream;',
    '    charset utf-8;',
    '    charset_types text/css application/javascript application/json text/plain application/xml text/x-component application/manifest+json image/svg+xml;',
    '    access_log off;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_timeout 65;',
    '    server_tokens off;',
    `    client_body_temp_path ${runtime}/body;`,
    `    proxy_temp_path ${runtime}/proxy;`,
    // Node's public answers that are not files: the experts' and services' pages, the search's.
    `    proxy_cache_path ${runtime}/answers levels=1:2 keys_zone=answers:10m max_size=1g inactive=1d use_temp_path=off;`,
    '    proxy_cache_key $scheme$http_host$request_uri;',
    '    proxy_cache_lock on;',
    `    fastcgi_temp_path ${runtime}/fastcgi;`,
    `    uwsgi_temp_path ${runtime}/uwsgi;`,
    `    scgi_temp_path ${runtime}/scgi;`,
    '    # Precompressed files first (written by the build); RSC payloads are compressed on the fly.',
    '    gzip_static on;',
    // Browsers ask for an unprefixed page again every time (lib/deploy/cache.ts): the ETag of the
    // file sent (the .br, the .gz, the page or its RSC payload: each its own) makes that a 304.
    '    etag on;',
    ...(settings.brotliModule ? ['    brotli_static on;'] : []),
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_comp_level 5;',
    '    gzip_types text/x-component application/json application/javascript text/css image/svg+xml application/xml text/plain application/manifest+json;',
    '    map_hash_bucket_size 128;',
    // The status page (a private link): as many views a minute as next start allows (proxy.ts).
    `    limit_req_zone $binary_remote_addr zone=private_pages:1m rate=${PRIVATE_PAGE_VIEWS_PER_MINUTE}r/m;`,
    '    limit_req_status 429;',
    // Regexes, as nginx compares plain strings in a map ignoring case: NEXT_LOCALE=RU names no language.
    `    map $cookie_NEXT_LOCALE $cookie_language { default ""; ${languages.map((prefix) => `"~^${prefix}$" ${prefix};`).join(' ')} }`,
    `    map $cookie_NEXT_LOCALE $language_chosen { default ""; ${model.prefixes.map((prefix) => `"~^${prefix}$" 1;`).join(' ')} }`,
    '    # Next\u2019s client router asks a page URL for its RSC payload, or one segment of it.',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${...} is nginx's own variable syntax
    '    map $http_next_router_segment_prefetch $rsc_segment { default ""; "~^(/[A-Za-z0-9_$-]+)+$" ".segments${http_next_router_segment_prefetch}.segment.rsc"; }',
    '    map "$http_rsc:$rsc_segment" $page_variant { default ".html"; "1:" ".rsc"; "~^1:(?<segment_file>.+)$" $segment_file; }',
    `    map $uri $allowed_methods { default "GET, HEAD"; "~^/api(/|$)" "POST, OPTIONS"; }`,
    `    map $uri $not_allowed_body { default ${quote(NOT_ALLOWED(['GET', 'HEAD']))}; "~^/api(/|$)" ${quote(NOT_ALLOWED(['POST', 'OPTIONS']))}; }`,
    `    map $status $nginx_error_body { default ${quote(JSON.stringify({ error: 'malformed' }))}; ${NGINX_ERROR_BODIES.map(([status, body]) => `${quote(status)} ${quote(JSON.stringify(body))};`).join(' ')} }`,
    `    upstream node { server ${settings.node}; keepalive 32; }`,
    '    server {',
    `        listen ${settings.listen};`,
    `        root ${settings.root};`,
    '        absolute_redirect off;',
    `        client_max_body_size ${MAX_BODY_BYTES};`,
    '        error_page 405 = @method_not_allowed;',
    '        error_page 418 = @node;',
    ...nginxErrorPages('        '),
    // A failure of Node reached through error_page (418, @node) is handled by these pages too.
    '        recursive_error_pages on;',
    '        # Repeated slashes are Next\u2019s to redirect (scripts/nginx/routing.ts).',
    '        merge_slashes off;',
    '        proxy_http_version 1.1;',
    // A page Node renders carries its whole policy (a nonce and the site\u2019s hashes): 8 KB and more.
    '        proxy_buffer_size 32k;',
    '        proxy_buffers 16 32k;',
    '        proxy_busy_buffers_size 64k;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header Host $http_host;',
    '        # The Node server keys its rate limit on this (TRUST_PROXY): the address nginx saw, never the client\u2019s own header.',
    '        proxy_set_header X-Forwarded-For $remote_addr;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        location @node { proxy_pass http://node; }',
    '        location @method_not_allowed {',
    '            default_type application/json;',
    '            add_header Allow $allowed_methods always;',
    ...headerLines('locale-redirect', DATA_CSP, settings.https, '            ').filter((line) => !line.includes('Cache-Control')),
    '            add_header Cache-Control "no-store" always;',
    '            return 405 $not_allowed_body;',
    '        }',
    `        location = ${NGINX_ERROR_URI} {`,
    // Asked for from outside, it is an unknown path like any other.
    '            internal;',
    `            error_page 404 ${notFoundName(`/${model.defaultPrefix}/${model.notFoundSegment}`, 'unprefixed-not-found')};`,
    '            default_type application/json;',
    ...headerLines('locale-redirect', DATA_CSP, settings.https, '            ').filter((line) => !line.includes('Cache-Control')),
    '            add_header Cache-Control "no-store" always;',
    // The status stays the error's (error_page without `=`); 200 is only return's syntax.
    '            return 200 $nginx_error_body;',
    '        }',
    ...notFoundBlocks(model, settings).map((line) => `    ${line}`),
    ...locations.flatMap((location) => locationBlock(location, settings)).map((line) => `    ${line}`),
    '    }',
    '}',
    '',
  ].join('\n');
}
