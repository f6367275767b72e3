/**
 * `npm run perf:serving` (after a build): requests per second and p99 latency of a prefixed page,
 * an unprefixed page (through the proxy) and, as the reference from the same server in the same
 * run, a static file of about the same size from public/. Writes perf/results/serving.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ServingMeasurement, ServingResult } from '../../lib/perf/summary';
import { startServer } from '../../tests/integration/server';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REFERENCE = join('public', 'perf-reference.html');

// The reference: the prefixed page's own HTML, served as a plain file.
writeFileSync(REFERENCE, readFileSync(join('.next', 'server', 'app', 'ru', 'experts.html')));
const server = await startServer({});
const measure = async (path: string): Promise<ServingMeasurement> => {
  await autocannon({ url: `${server.url}${path}`, connections: 5, duration: 2 });
  const result = await autocannon({ url: `${server.url}${path}`, connections, duration, headers: { 'accept-encoding': 'gzip' } });
  return { path, requestsPerSecond: Math.round(result.requests.average), latencyP99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
};
try {
  const reference = await measure('/perf-reference.html');
  const prefixed = await measure('/ru/experts');
  const unprefixed = await measure('/experts');
  const report: ServingResult = {
    date: new Date().toISOString(),
    connections,
    durationSeconds: duration,
    reference,
    prefixed: { ...prefixed, ratio: Number((prefixed.requestsPerSecond / reference.requestsPerSecond).toFixed(2)) },
    unprefixed: { ...unprefixed, ratio: Number((unprefixed.requestsPerSecond / reference.requestsPerSecond).toFixed(2)) },
  };
  mkdirSync(join('perf', 'results'), { recursive: true });
  writeFileSync(join('perf', 'results', 'serving.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
  rmSync(REFERENCE, { force: true });
}
