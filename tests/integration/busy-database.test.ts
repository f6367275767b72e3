/**
 * Another process holds the SQLite file's write lock (BEGIN EXCLUSIVE) for 14 s, as a backup tool
 * or an operator's shell might. Pages must keep their normal latency the whole time; submissions
 * must either be stored once the lock is released, or get 503 with Retry-After after a bounded
 * wait: never a 500, never a stalled server.
 */

import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows, startServer, type TestServer } from './server';

const HOLD_MS = 14_000;
const PAGES = ['/ru/experts', '/experts', '/ge', '/kz/services'];
const body = (n: number) =>
  JSON.stringify({ name: `Locked ${n}`, mail: `locked${n}@example.kz`, theme: 'technical', comment: `Sent while the database was locked (${n}).` });

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SUBMISSIONS_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await server.stop();
});

async function submit(n: number) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/support-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `locked-${n}` },
    body: body(n),
  });
  const answer = (await response.json()) as { id?: string; error?: string };
  return { n, status: response.status, retryAfter: response.headers.get('retry-after'), id: answer.id, ms: performance.now() - started };
}

async function timePage(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('a database locked by another process', () => {
  it('slows no page, and every submission is stored once or answered 503 within 10 s', async () => {
    // The first submission creates the file and its tables.
    expect((await submit(0)).status).toBe(201);

    // The same readers for 3 s without a lock: the page latency this machine gives today.
    const baseline: number[] = [];
    const baselineUntil = performance.now() + 3000;
    await Promise.all(
      [0, 1, 2, 3].map(async (index) => {
        for (let i = index; performance.now() < baselineUntil; i++) baseline.push(await timePage(PAGES[i % PAGES.length]!));
      }),
    );

    const lock = new SQLite(join(server.dataDir, 'submissions.sqlite'));
    lock.exec('BEGIN EXCLUSIVE');
    const heldFrom = performance.now();
    let released = false;

    // Visitors keep reading pages, four at a time, while the lock is held.
    const latencies: number[] = [];
    const reader = async (index: number) => {
      for (let i = index; !released; i++) latencies.push(await timePage(PAGES[i % PAGES.length]!));
    };
    const readers = Promise.all([0, 1, 2, 3].map(reader));

    // Sent at once: these wait out their bounded time and get 503. Sent later: stored on release.
    const early = Promise.all([1, 2, 3, 4].map(submit));
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS - 6000));
    const late = Promise.all([5, 6, 7, 8].map(submit));
    await new Promise((resolve) => setTimeout(resolve, heldFrom + HOLD_MS - performance.now()));
    lock.exec('COMMIT');
    lock.close();
    const [earlyAnswers, lateAnswers] = await Promise.all([early, late]);
    released = true;
    await readers;

    const p99 = percentile(latencies, 99);
    console.log(
      JSON.stringify({
        heldMs: HOLD_MS,
        unlockedPageP99Ms: Math.round(percentile(baseline, 99)),
        pageRequests: latencies.length,
        pageP50Ms: Math.round(percentile(latencies, 50)),
        pageP99Ms: Math.round(p99),
        pageMaxMs: Math.round(Math.max(...latencies)),
        early: earlyAnswers.map(({ status, ms }) => ({ status, ms: Math.round(ms) })),
        late: lateAnswers.map(({ status, ms }) => ({ status, ms: Math.round(ms) })),
      }),
    );

    // Measured beside the same pages unlocked, not in fixed milliseconds: a busy machine slows both
    // alike, and a page that waited for the lock would take seconds (it is held 14 s).
    const unlockedP99 = percentile(baseline, 99);
    expect(p99, `p99 ${Math.round(p99)} ms locked, ${Math.round(unlockedP99)} ms unlocked`).toBeLessThan(Math.max(100, 3 * unlockedP99));
    expect(Math.max(...latencies)).toBeLessThan(HOLD_MS / 2);
    for (const answer of earlyAnswers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(10_000);
    }
    for (const answer of lateAnswers) expect(answer.status).toBe(201);

    // Nothing given up on was stored after all; each late one is stored exactly once.
    const rows = readRows(server.dataDir);
    expect(rows.filter((row) => row.payload.includes('Locked 1') || row.payload.includes('Locked 4'))).toHaveLength(0);
    for (const answer of lateAnswers) expect(rows.filter((row) => row.id === answer.id)).toHaveLength(1);

    // A retry of a refused one, once the lock is gone, is stored.
    expect((await submit(1)).status).toBe(201);
    expect(server.logs.join('')).not.toMatch(/submission\.store_failed/);
  }, 60_000);
});
