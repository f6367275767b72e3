import { securityHeaders } from '@/lib/security-headers';

/**
 * Which HTTP methods each kind of path serves, and the answer to any other: 405 with a JSON body,
 * an Allow header and the security headers. TRACE in particular never reaches Next, which cannot
 * even build a request object for it.
 */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const SUBMISSION_METHODS = ['POST', 'OPTIONS'] as const;

/** The methods a path serves: pages and files are read-only; the API's routes take POST. */
export function allowedMethods(pathname: string): readonly string[] {
  if (pathname === '/api' || pathname.startsWith('/api/')) return SUBMISSION_METHODS;
  return PAGE_METHODS;
}

export type MethodAnswer = { status: 405; headers: Record<string, string>; body: string };

export function methodNotAllowed(allow: readonly string[], { https }: { https: boolean }): MethodAnswer {
  const headers: Record<string, string> = {
    Allow: allow.join(', '),
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  };
  for (const header of securityHeaders({ https })) headers[header.key] = header.value;
  return { status: 405, headers, body: JSON.stringify({ error: 'methodNotAllowed', allow }) };
}

/** The answer for a request whose method its path does not serve; undefined when it does. */
export function answerForMethod(method: string | undefined, url: string | undefined, options: { https: boolean }): MethodAnswer | undefined {
  const pathname = (url ?? '/').split(/[?#]/)[0]!;
  const allow = allowedMethods(pathname);
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
