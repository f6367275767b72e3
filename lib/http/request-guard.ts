/**
 * Which HTTP methods each kind of path serves, and the answer to any other: 405 with a JSON body,
 * an Allow header and the security headers. TRACE in particular never reaches Next, which cannot
 * even build a request object for it; nor does a path Next cannot decode, nor an API path that
 * names no route (Next would answer a POST there with the not-found page and 200).
 */

import { STATUS_CODES } from 'node:http';
import { CALENDAR_ENDPOINT, CUSTOMER_ACTION_ENDPOINT, SEARCH_ENDPOINTS, STATUS_ENDPOINT, SUBMISSION_ENDPOINTS } from '@/lib/api/endpoints';
import { officeApiRoute } from '@/lib/routes';
import { DATA_CSP } from '@/lib/security/csp';
import { isApiPath, securityHeaders } from '@/lib/security/headers';

export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const SUBMISSION_METHODS = ['POST', 'OPTIONS'] as const;

const SEARCH_ROUTES: ReadonlySet<string> = new Set(SEARCH_ENDPOINTS.map((endpoint) => `/api${endpoint}`));

/** The methods a path serves: pages, files and the search are read-only; the API's other routes take POST. */
export function allowedMethods(pathname: string): readonly string[] {
  const office = officeApiRoute(pathname);
  if (office) return office.methods;
  if (SEARCH_ROUTES.has(pathname)) return PAGE_METHODS;
  if (isApiPath(pathname)) return SUBMISSION_METHODS;
  return PAGE_METHODS;
}

export type GuardAnswer = { status: 400 | 404 | 405; headers: Record<string, string>; body: string };

function jsonAnswer(status: GuardAnswer['status'], body: object, extra: Record<string, string>, { https }: { https: boolean }): GuardAnswer {
  const headers: Record<string, string> = { ...extra, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  for (const header of securityHeaders({ https, csp: DATA_CSP })) headers[header.key] = header.value;
  return { status, headers, body: JSON.stringify(body) };
}

export function methodNotAllowed(allow: readonly string[], options: { https: boolean }): GuardAnswer {
  return jsonAnswer(405, { error: 'methodNotAllowed', allow }, { Allow: allow.join(', ') }, options);
}

/** A path whose percent-encoding does not decode (`/ru/%E0%A4%A`): Next would answer 500. */
function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const API_ROUTES: ReadonlySet<string> = new Set(
  [...Object.values(SUBMISSION_ENDPOINTS), STATUS_ENDPOINT, CUSTOMER_ACTION_ENDPOINT, CALENDAR_ENDPOINT, ...SEARCH_ENDPOINTS].map(
    (endpoint) => `/api${endpoint}`,
  ),
);

/**
 * An API path that names no route. Repeated slashes, backslashes and a trailing slash are left to
 * Next, which redirects them to the path without (308).
 */
function isUnknownApiPath(pathname: string): boolean {
  const normalized = pathname.replace(/[\\/]+/g, '/').replace(/(.)\/$/, '$1');
  return isApiPath(pathname) && !API_ROUTES.has(normalized) && !officeApiRoute(normalized);
}

/**
 * The answer for a request that must not reach Next: a path that cannot be decoded (400), an API
 * path without a route (404), or a method its path does not serve (405). Undefined for every
 * other request.
 */
export function answerForRequest(method: string | undefined, url: string | undefined, options: { https: boolean }): GuardAnswer | undefined {
  // Stryker disable next-line StringLiteral: an empty path is a page path as `/` is (same methods, same answers), and Node's server always gives a request its URL
  const pathname = (url ?? '/').split(/[?#]/)[0]!;
  if (isMalformedPath(pathname)) return jsonAnswer(400, { error: 'malformed' }, {}, options);
  if (isUnknownApiPath(pathname)) return jsonAnswer(404, { error: 'notFound' }, {}, options);
  const allow = allowedMethods(pathname);
  // Stryker disable next-line StringLiteral: a missing method is refused whatever text stands in for it, as long as it is no method a path serves
  return allow.includes((method ?? '').toUpperCase()) ? undefined : methodNotAllowed(allow, options);
}

/** Route-handler exports for the methods a submission route does not serve. */
export function rejectOtherMethods({ https }: { https: boolean }) {
  const reject = () => {
    const answer = methodNotAllowed(SUBMISSION_METHODS, { https });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  const options = () => new Response(null, { status: 204, headers: { Allow: SUBMISSION_METHODS.join(', '), 'Cache-Control': 'no-store' } });
  return { GET: reject, PUT: reject, PATCH: reject, DELETE: reject, OPTIONS: options };
}

/** The statuses Node's HTTP parser answers a request it cannot read with (as its default handler does). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The raw answer to a request Node's parser refused (headers too large, a broken request line), as
 * Node writes it by default, with the security headers: no body, and the connection closed.
 */
export function clientErrorResponse(code: string | undefined, { https }: { https: boolean }): string {
  // Stryker disable next-line StringLiteral: without a code, any text that is no code of the table gives 400 alike
  const status = CLIENT_ERROR_STATUS[code ?? ''] ?? 400;
  const headers = [
    ...securityHeaders({ https, csp: DATA_CSP }).map(({ key, value }) => `${key}: ${value}`),
    'Cache-Control: no-store',
    'Content-Length: 0',
    'Connection: close',
  ];
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n`;
}
