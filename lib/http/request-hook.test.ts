import { channel } from 'node:diagnostics_channel';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CSP } from '@/lib/security/csp';
import { socketAddressHeaderName, socketSchemeHeaderName } from './client-address';
import { installRequestHook } from './request-hook';

/** A plain Node server standing in for Next's: the hook must guard it from its first request. */
const SITE_CSP = "default-src 'self'";
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
let server: Server;
let port = 0;
const seen: { method: string | undefined; socket: string | undefined; scheme: string | undefined; spoofed: string | undefined }[] = [];

beforeAll(async () => {
  // An HTTPS site behind a TLS proxy: the site is https, the socket plain. The search answers itself.
  const search = async (_request: IncomingMessage, response: ServerResponse) => void response.end('own');
  installRequestHook({ https: true, siteCsp: SITE_CSP, ownRoutes: new Map([['/api/catalog', search]]) });
  server = createServer((request, response) => {
    seen.push({
      method: request.method,
      socket: request.headers[socketAddressHeaderName()] as string | undefined,
      scheme: request.headers[socketSchemeHeaderName()] as string | undefined,
      spoofed: request.headers['x-forwarded-for'] as string | undefined,
    });
    // As Next answers a trailing slash, before any of its header rules apply.
    if (request.url !== '/' && request.url?.endsWith('/')) {
      response.writeHead(308, { Location: request.url.slice(0, -1) }).end();
      return;
    }
    // As the proxy gives a page its own policy.
    if (request.url === '/ru/experts') response.setHeader('Content-Security-Policy', PAGE_CSP);
    response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  to = port,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: to, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the server writes back to the bytes given, sent on one connection, each after the answer to the one before. */
function rawAnswer(requests: string[], to = port): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => next());
    const left = [...requests];
    const next = () => {
      const bytes = left.shift()!;
      if (left.length === 0) socket.end(bytes);
      else socket.write(bytes);
    };
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      // The answer to a request before the last ends with the page's body.
      if (left.length > 0 && text.endsWith('page')) next();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the request hook', () => {
  it('answers TRACE itself, on the very first request, with 405 JSON', async () => {
    const answer = await send('TRACE', '/ru/experts');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The site is HTTPS (behind its proxy), so its answers say so, even over a plain socket.
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'methodNotAllowed' });
    expect(seen).toHaveLength(0);
  });

  it('lets the methods a path serves through, with the socket address and scheme stamped', async () => {
    const answer = await send('GET', '/ru/experts', {
      'x-forwarded-for': '203.0.113.9',
      [socketAddressHeaderName()]: '6.6.6.6',
      [socketSchemeHeaderName()]: 'https',
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toEqual({ method: 'GET', socket: '127.0.0.1', scheme: 'http', spoofed: '203.0.113.9' });
  });

  it('answers a POST to a page, and a GET to the API, with 405', async () => {
    expect((await send('POST', '/experts')).status).toBe(405);
    const api = await send('GET', '/api/support-messages');
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe('POST, OPTIONS');
  });

  it('answers HEAD to the API as GET, without the body', async () => {
    const answer = await send('HEAD', '/api/support-messages');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
    expect(answer.body).toBe('');
  });

  it('stamps https for a TLS socket, and no address for a socket already gone', () => {
    // As Node publishes a request of an HTTPS server whose client has hung up (no certificate needed).
    const socket = new TLSSocket(new Socket());
    const request = { headers: {} as Record<string, string>, socket };
    channel('http.server.request.start').publish({ request, response: {}, server });
    socket.destroy();
    expect(request.headers).toEqual({ [socketAddressHeaderName()]: '', [socketSchemeHeaderName()]: 'https' });
  });

  it('answers its own routes itself, with the security headers, and the server never sees them', async () => {
    const before = seen.length;
    const answer = await send('GET', '/api/catalog?lang=ru');
    expect(answer.body).toBe('own');
    expect(answer.headers['content-security-policy']).toBe(DATA_CSP);
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(seen).toHaveLength(before);
  });

  it('guards each server of the process, from its own first request', async () => {
    const other = createServer((_request, response) => response.end('other'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as { port: number }).port;
    try {
      expect((await send('TRACE', '/', {}, otherPort)).status).toBe(405);
      const text = await rawAnswer(['GET /ru NOT-HTTP\r\n\r\n'], otherPort);
      expect(text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(text).toContain(`Content-Security-Policy: ${DATA_CSP}\r\n`);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('guards a server once, however many requests it answers', async () => {
    for (let i = 0; i < 12; i++) await send('GET', '/en');
    // A guard per request would stack a listener per request: memory that grows, and Node's warning.
    expect(server.listenerCount('request')).toBe(1);
    expect(server.listenerCount('clientError')).toBe(1);
  });
});

describe('the security headers', () => {
  it('are on answers the server writes before any rule of its own, with the site’s policy', async () => {
    const answer = await send('GET', '/experts/');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/experts');
    expect(answer.headers['content-security-policy']).toBe(SITE_CSP);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });

  it('carry the API’s policy on the API’s answers', async () => {
    const answer = await send('POST', '/api/support-messages/');
    expect(answer.status).toBe(308);
    expect(answer.headers['content-security-policy']).toBe(DATA_CSP);
  });

  it('give way to the value the server sets itself, once', async () => {
    const answer = await send('GET', '/ru/experts');
    expect(answer.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('answer an API path without a route with 404 JSON, whatever the method', async () => {
    for (const method of ['POST', 'GET']) {
      const answer = await send(method, '/api/no-such-route');
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: 'notFound' });
      expect(answer.headers['content-security-policy']).toBe(DATA_CSP);
    }
  });

  it.each([
    ['headers too large', `GET /ru HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a broken request line', 'GET /ru NOT-HTTP\r\n\r\n', 400],
  ])('are on the answer to a request Node cannot read (%s)', async (_, bytes, status) => {
    const text = await rawAnswer([bytes]);
    expect(text.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
    expect(text).toContain(`Content-Security-Policy: ${DATA_CSP}\r\n`);
    expect(text).toContain('X-Content-Type-Options: nosniff\r\n');
    expect(text).toContain('Strict-Transport-Security: ');
    expect(text).toContain('Connection: close\r\n');
  });

  it('are on the answer to a broken request that follows an answered one on the same connection', async () => {
    const text = await rawAnswer(['GET /en HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /ru NOT-HTTP\r\n\r\n']);
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 400 Bad Request']);
    expect(answers[1]).toContain(`Content-Security-Policy: ${DATA_CSP}\r\n`);
  });
});

describe('installing the hook', () => {
  // Last: with a second hook in place, every later answer would be the second's.
  it('a second time changes nothing: the first options stay', async () => {
    installRequestHook({ https: false, siteCsp: "default-src 'none'", ownRoutes: new Map() });
    const answer = await send('TRACE', '/ru/experts');
    expect(answer.status).toBe(405);
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });
});
