import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketAddressHeaderName, socketSchemeHeaderName } from './client-address';
import { installRequestHook } from './request-hook';

/** A plain Node server standing in for Next's: the hook must guard it from its first request. */
let server: Server;
let port = 0;
const seen: { method: string | undefined; socket: string | undefined; scheme: string | undefined; spoofed: string | undefined }[] = [];

beforeAll(async () => {
  installRequestHook({ https: false });
  server = createServer((request, response) => {
    seen.push({
      method: request.method,
      socket: request.headers[socketAddressHeaderName()] as string | undefined,
      scheme: request.headers[socketSchemeHeaderName()] as string | undefined,
      spoofed: request.headers['x-forwarded-for'] as string | undefined,
    });
    response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the request hook', () => {
  it('answers TRACE itself, on the very first request, with 405 JSON', async () => {
    const answer = await send('TRACE', '/ru/experts');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
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
});
