/**
 * Runs in the server process before Next sees a request (installed by instrumentation.ts),
 * through Node's documented `http.server.request.start` diagnostics channel:
 * - stamps the socket address and scheme on the request (see client-address.ts);
 * - answers methods that the path does not serve with 405, paths that cannot be decoded with
 *   400, and API paths without a route with 404 (request-guard.ts): Next answers TRACE, and
 *   `/ru/%E0%A4%A`, with a 500 and an error in the log, and static pages with 200 to any method;
 * - gives every other answer the security headers before Next writes it, so that those Next
 *   gives before its `headers()` rules apply (its 308s for a trailing slash or `//`) carry them
 *   too; Next's rules and the proxy then set their own values over these;
 * - answers requests Node's parser refuses (headers too large) as Node would, with those headers;
 * - answers its own routes (`ownRoutes`: the catalogue's search) itself, with those headers.
 */

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { policyForPath, securityHeaders } from '@/lib/security/headers';
import { socketAddressHeaderName, socketSchemeHeaderName } from './client-address';
import { answerForRequest, clientErrorResponse } from './request-guard';

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };
type Listener = (request: IncomingMessage, response: ServerResponse) => void;
/** A route answered here, before Next (the catalogue's search: lib/search/endpoint.ts). */
type OwnRoute = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type HookOptions = { https: boolean; siteCsp: string; ownRoutes: ReadonlyMap<string, OwnRoute> };

let installed = false;

export function installRequestHook(options: HookOptions): void {
  if (installed) return;
  installed = true;
  const headerName = socketAddressHeaderName();
  const schemeHeaderName = socketSchemeHeaderName();
  const guarded = new WeakSet<Server>();
  subscribe('http.server.request.start', (message) => {
    const { request, server } = message as RequestStart;
    request.headers[headerName] = request.socket.remoteAddress ?? '';
    // Stryker disable next-line LogicalOperator: a TLS socket's `encrypted` is always true and no other socket has one, so `||` says the same
    request.headers[schemeHeaderName] = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
    if (!guarded.has(server)) {
      guarded.add(server);
      guardRequests(server, options);
    }
  });
}

/**
 * Puts the checks in front of the server's request listeners. The channel publishes before the
 * server emits the request, and emit reads the listeners then, so this request is checked too.
 */
function guardRequests(server: Server, { https, siteCsp, ownRoutes }: HookOptions): void {
  const listeners = server.listeners('request') as Listener[];
  // Sockets with an answer under way: a parser error there must not write into that answer.
  const answering = new WeakSet<Duplex>();
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = answerForRequest(request.method, request.url, { https });
    if (answer) {
      request.resume();
      // Stryker disable next-line ConditionalExpression,StringLiteral: Node drops a body written to a HEAD (the headers are fixed by writeHead), so the bytes sent are the same; not relying on it keeps a server that rejects such writes working
      response.writeHead(answer.status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    // Stryker disable next-line StringLiteral: Node's server always gives a request its URL, and an empty path is a page path as `/` is
    const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
    for (const { key, value } of securityHeaders({ https, csp: policyForPath(pathname, siteCsp) })) response.setHeader(key, value);
    answering.add(request.socket);
    response.once('finish', () => answering.delete(request.socket));
    const own = ownRoutes.get(pathname);
    if (own) {
      void own(request, response);
      return;
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
  // Without a listener Node writes its own answer, without any headers; with one, it writes none.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && !answering.has(socket)) socket.write(clientErrorResponse(error.code, { https }));
    socket.destroy(error);
  });
}
