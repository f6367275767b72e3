/**
 * A local webhook receiver that fails at first and then accepts. Every submission is delivered,
 * including those still pending when the server was killed and restarted.
 */

import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from './server';

type Receiver = { url: string; server: Server; received: { id: string; kind: string; attempt: number }[]; calls: number; failFirst: number };

async function startReceiver(failFirst: number): Promise<Receiver> {
  const port = await freePort();
  const receiver: Receiver = { url: `http://127.0.0.1:${port}/hook`, server: undefined as unknown as Server, received: [], calls: 0, failFirst };
  receiver.server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      receiver.calls++;
      if (receiver.calls <= receiver.failFirst) {
        response.writeHead(503).end('busy');
        return;
      }
      const body = JSON.parse(raw) as { id: string; kind: string };
      expect(request.headers['idempotency-key']).toBe(body.id);
      receiver.received.push({ id: body.id, kind: body.kind, attempt: receiver.calls });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(port, '127.0.0.1', resolve));
  return receiver;
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const send = (url: string, n: number) =>
  fetch(`${url}/api/investor-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Investor ${n}`, email: `investor${n}@example.kz`, amountUsd: 5000 + n }),
  }).then(async (response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  });

describe('the outbox', () => {
  it('delivers every submission despite failures and a restart', async () => {
    const receiver = await startReceiver(4);
    const env = { SUBMISSIONS_WEBHOOK_URL: receiver.url, SUBMISSIONS_RATE_LIMIT: '0' };
    const first = await startServer(env);
    const ids = await Promise.all([1, 2, 3].map((n) => send(first.url, n)));

    // The receiver refuses the first tries; the server dies before all are delivered.
    await waitFor(() => receiver.calls >= 3, 15_000);
    await first.stop('SIGKILL');
    const deliveredBeforeRestart = receiver.received.length;

    const second = await startServer(env, { dataDir: first.dataDir });
    ids.push(...(await Promise.all([4, 5].map((n) => send(second.url, n)))));
    try {
      await waitFor(() => ids.every((id) => receiver.received.some((item) => item.id === id)), 60_000);
    } finally {
      await second.stop();
      receiver.server.close();
    }
    console.log(`outbox test: ${receiver.calls} calls, ${deliveredBeforeRestart} delivered before the restart, ${receiver.received.length} deliveries`);
    expect(deliveredBeforeRestart).toBeLessThan(3);
    expect(new Set(receiver.received.map((item) => item.id))).toEqual(new Set(ids));
    expect(receiver.received.every((item) => item.kind === 'investor')).toBe(true);
  }, 120_000);
});
