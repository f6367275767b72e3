/**
 * `npm run bench:submissions` (after `npm run build`): submissions per second and p99 latency of
 * the support-message endpoint on SQLite with synchronous=FULL, from autocannon on loopback.
 */
import autocannon from 'autocannon';
import { countRows, startServer } from '../tests/integration/server';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startServer({ SUBMISSIONS_RATE_LIMIT: '0' });
try {
  // Warm up the route and the database before measuring.
  await autocannon({
    url: `${server.url}/api/support-messages`,
    connections: 10,
    duration: 2,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Warm up', mail: 'warm@example.kz', theme: 'other', comment: 'Warm-up.' }),
  });
  const before = countRows(server.dataDir);
  const result = await autocannon({
    url: `${server.url}/api/support-messages`,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Benchmark', mail: 'bench@example.kz', theme: 'technical', comment: 'A benchmark submission.' }),
  });
  const stored = countRows(server.dataDir) - before;
  const ok = result['2xx'];
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        storage: 'sqlite (WAL, synchronous=FULL, grouped commits)',
        connections,
        durationSeconds: duration,
        requestsPerSecond: Math.round(ok / duration),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        answered201: ok,
        non2xx: result.non2xx,
        errors: result.errors,
        stored,
      },
      null,
      2,
    ),
  );
  // Requests still in flight when autocannon stops are stored but not counted by it.
  if (stored < ok || stored > ok + connections) {
    console.error(`bench: ${ok} answered 201 but ${stored} stored`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
