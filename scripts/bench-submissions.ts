/**
 * `npm run bench:submissions` (after `npm run build`): submissions per second and latency of the
 * support-message endpoint on SQLite with synchronous=FULL, from autocannon on loopback, without
 * mail and with mail (to the mail catcher on this machine), in turns, in the same run. Every
 * request has its own address, so each queues both mails, the office's and the confirmation.
 * The API never waits for SMTP: the ratio with/without mail is the figure to watch (≥ 0.9).
 */
import autocannon from 'autocannon';
import { startMailCatcher } from './mail-catcher';
import { countRows, startServer } from '../tests/integration/server';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

let sent = 0;
const request: autocannon.Request = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  setupRequest: (req) => ({
    ...req,
    body: JSON.stringify({ name: 'Benchmark', email: `bench${++sent}@example.kz`, theme: 'technical', comment: 'A benchmark submission.' }),
  }),
};

type Round = {
  mail: boolean;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  answered201: number;
  stored: number;
  non2xx: number;
  mailsCaught?: number;
};

async function measure(mail: boolean): Promise<Round> {
  const catcher = mail ? await startMailCatcher() : undefined;
  const env: Record<string, string> = { SUBMISSIONS_RATE_LIMIT: '0' };
  if (catcher) Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, OFFICE_EMAIL: 'office@bench.example' });
  const server = await startServer(env);
  try {
    const url = `${server.url}/api/support-messages`;
    // Warm up the route and the database before measuring.
    await autocannon({ url, connections: 10, duration: 2, requests: [request] });
    const before = countRows(server.dataDir);
    const result = await autocannon({ url, connections, duration, requests: [request] });
    const stored = countRows(server.dataDir) - before;
    const ok = result['2xx'];
    // Requests still in flight when autocannon stops are stored but not counted by it.
    if (stored < ok || stored > ok + connections) {
      console.error(`bench: ${ok} answered 201 but ${stored} stored`);
      process.exitCode = 1;
    }
    const duringLoad = catcher?.mails.length ?? 0;
    if (catcher) await new Promise((resolve) => setTimeout(resolve, 5000));
    return {
      mail,
      requestsPerSecond: Math.round(ok / duration),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      answered201: ok,
      stored,
      non2xx: result.non2xx,
      ...(catcher ? { mailsDuringLoad: duringLoad, mailsPerSecondAfter: Math.round((catcher.mails.length - duringLoad) / 5) } : {}),
    };
  } finally {
    await server.stop();
    await catcher?.stop();
  }
}

const results: Round[] = [];
for (let round = 0; round < rounds; round++) for (const mail of [false, true]) results.push(await measure(mail));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rate = (mail: boolean) => median(results.filter((round) => round.mail === mail).map((round) => round.requestsPerSecond));
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      storage: 'sqlite (WAL, synchronous=FULL, grouped commits)',
      connections,
      durationSeconds: duration,
      rounds: results,
      requestsPerSecondWithoutMail: rate(false),
      requestsPerSecondWithMail: rate(true),
      withMailRatio: Number((rate(true) / rate(false)).toFixed(3)),
    },
    null,
    2,
  ),
);
