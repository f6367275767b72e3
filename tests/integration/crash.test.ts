/**
 * The server is killed with SIGKILL in the middle of a stream of submissions. Every submission it
 * answered 201 before dying must be in storage afterwards, and the restarted server must serve.
 */

import { describe, expect, it } from 'vitest';
import { readRows, startServer } from './server';

const body = (n: number) => JSON.stringify({ name: `Crash test ${n}`, mail: `crash${n}@example.kz`, theme: 'technical', comment: `Submission number ${n}.` });

describe('a crash', () => {
  it('loses no submission that was answered 201', async () => {
    const server = await startServer({ SUBMISSIONS_RATE_LIMIT: '0' });
    const acknowledged: string[] = [];
    let sent = 0;
    let failed = 0;
    let stop = false;

    // 24 clients in parallel, each sending one submission after another until the server dies.
    const client = async () => {
      while (!stop) {
        const n = sent++;
        try {
          const response = await fetch(`${server.url}/api/support-messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(n),
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          failed++;
          if (stop) return;
        }
      }
    };
    const clients = Array.from({ length: 24 }, client);
    // Killed mid-stream once a hundred have been answered 201, however long this machine takes for them.
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(clients);

    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    const storedIds = new Set(readRows(server.dataDir).map((row) => row.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    console.log(`crash test: ${sent} sent, ${acknowledged.length} answered 201, ${failed} cut off, ${storedIds.size} stored, ${lost.length} lost`);
    expect(lost).toEqual([]);

    // Restarted on the same data, the server has them all and takes new ones.
    const again = await startServer({ SUBMISSIONS_RATE_LIMIT: '0' }, { dataDir: server.dataDir });
    try {
      const response = await fetch(`${again.url}/api/support-messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(-1) });
      expect(response.status).toBe(201);
      const after = new Set(readRows(again.dataDir).map((row) => row.id));
      expect(acknowledged.every((id) => after.has(id))).toBe(true);
    } finally {
      await again.stop();
    }
  });
});
