/**
 * Runs in the server process before Next sees a request (installed by instrumentation.ts),
 * through Node's documented `http.server.request.start` diagnostics channel:
 * - stamps the socket address and scheme on the request (see client-address.ts);
 * - answers methods that the path does not serve with 405, and paths that cannot be decoded with
 *   400 (methods.ts): Next answers TRACE, and `/ru/%E0%A4%A`, with a 500 and an error in the log,
 *   and static pages with 200 to any method.
 */

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { socketAddressHeaderName, socketSchemeHeaderName } from './client-address';
import { answerForRequest } from './request-guard';

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

let installed = false;

export function installRequestHook({ https }: { https: boolean }): void {
  if (installed) return;
  installed = true;
  const headerName = socketAddressHeaderName();
  const schemeHeaderName = socketSchemeHeaderName();
  const guarded = new WeakSet<Server>();
  subscribe('http.server.request.start', (message) => {
    const { request, server } = message as RequestStart;
    request.headers[headerName] = request.socket.remoteAddress ?? '';
    request.headers[schemeHeaderName] = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
    if (!guarded.has(server)) {
      guarded.add(server);
      guardMethods(server, https);
    }
  });
}

/**
 * Puts the method check in front of the server's request listeners. The channel publishes before
 * the server emits the request, and emit reads the listeners then, so this request is checked too.
 */
function guardMethods(server: Server, https: boolean): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = answerForRequest(request.method, request.url, { https });
    if (!answer) {
      for (const listener of listeners) listener.call(server, request, response);
      return;
    }
    request.resume();
    response.writeHead(answer.status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
  });
}
