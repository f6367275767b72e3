/**
 * A proxy in front of a server that passes every request through and rewrites the HTML pages it
 * answers with, for A/B measurements of a change to the built pages without a second build
 * (`npm run perf:phone -- --loader-ab`). It compresses as the server does (gzip), so the bytes a
 * throttled browser waits for are what it would get.
 */

import { createServer, type IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../tests/integration/server';

const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag']);

function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && name !== 'host' && name !== 'accept-encoding') result[name] = String(value);
  return result;
}

export async function startHtmlProxy(target: string, rewrite: (html: string) => string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const proxy = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${target}${request.url}`, {
        headers: { ...forwarded(request.headers), 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) headers[name] = value;
      });
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      if (type.includes('text/html')) body = Buffer.from(rewrite(body.toString('utf8')));
      if (/gzip/.test(String(request.headers['accept-encoding'])) && /text|javascript|json|css|svg/.test(type)) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    } catch {
      response.writeHead(502);
      response.end();
    }
  });
  await new Promise<void>((resolve) => proxy.listen(port, resolve));
  return { url: `http://localhost:${port}`, stop: () => void proxy.close() };
}
