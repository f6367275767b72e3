/**
 * `npm run perf:office` (after a build): how fast the office's inbox answers with a real office's
 * history. Seeds 100,000 submissions (scripts/office-seed.ts; PERF_OFFICE_ROWS for another number)
 * into a fresh data folder, adds an admin and sets its password through the set-password route,
 * starts `next start` on it, signs in, and then, for each inbox request (the list, a far page,
 * the filters, the three kinds of search, the requests waiting for the office, and a request's
 * page with 50 history entries (its meeting booked and moved again and again) and 20 messages with
 * its customer), 10 warm-up GETs and 200 timed ones in a row, each until
 * its whole body is read. The anchor is the sign-in page, which renders without any query: each
 * request's p99 is also given as a ratio to the anchor's, which says what the database adds on
 * this machine. Writes perf/results/office.json, prints a Markdown table, and fails when a p99
 * reaches 200 ms.
 *
 * PERF_OFFICE_DATA_DIR reuses a data folder (seeded when empty, kept afterwards), to compare a
 * change of indexes on the same rows; otherwise the temporary folder is removed at the end.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountError, addAccount, newPasswordLink } from '../../lib/office/accounts';
import { createOfficeAuth } from '../../lib/office/auth';
import { parseFilters, parsePage } from '../../lib/office/inbox-filters';
import { OfficeStore } from '../../lib/office/office-store';
import { officeAuthSecret } from '../../lib/office/secret';
import { migrate, type OpenDatabase, openDatabase } from '../../lib/submissions/database';
import { SubmissionStore } from '../../lib/submissions/store';
import { freePort, startServer } from '../../tests/integration/server';
import { seedSubmissions } from '../office-seed';

const ROWS = Number(process.env.PERF_OFFICE_ROWS ?? 100_000);
const WARM_UP = 10;
const TIMED = 200;
const BUDGET_MS = 200;
/** A long-worked request's history, as its page shows it whole. */
const HISTORY_ENTRIES = 50;
/** Its thread with the customer: their messages and new times, the office's answers. */
const THREAD_ENTRIES = 20;
const ADMIN = 'perf-admin@office.example';
const PASSWORD = 'perf-office-password-1234';

type Stats = { minMs: number; medianMs: number; p95Ms: number; p99Ms: number; maxMs: number };
type Case = { name: string; path: string; matches: number | null; bytes: number } & Stats;
type OfficePerfResult = { date: string; rows: number; requests: number; budgetMs: number; anchor: Case; cases: (Case & { p99Ratio: number })[] };

if (!existsSync(join('.next', 'BUILD_ID'))) throw new Error('perf:office: .next is missing: run `npm run build` first.');

/** The value at quantile `q` of sorted numbers, by the nearest rank. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    minMs: round(sorted[0]!),
    medianMs: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted.at(-1)!),
  };
}

const kept = process.env.PERF_OFFICE_DATA_DIR;
const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'office-perf-'));
const port = await freePort();
const origin = `http://localhost:${port}`;

type Prepared = { link: string; reference: string; cases: { name: string; path: string }[]; matches: Map<string, number> };

/**
 * The rows, the admin and its set-password link, and the requests to time with how many rows
 * each matches: made before the server starts, on the file it will open. The searches look for
 * a surname, an address and a reference that exist.
 */
async function prepare(): Promise<Prepared> {
  const database = openDatabase({ sqlitePath: join(dataDir, 'submissions.sqlite'), sqliteBusyTimeoutMs: 10_000 });
  try {
    await migrate(database);
    const submissions = new SubmissionStore(database);
    if ((await submissions.count()) === 0) {
      const seeded = await seedSubmissions(database, { count: ROWS });
      console.error(`perf:office: ${seeded.rows} submissions seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    }
    const store = new OfficeStore(database, submissions);
    const auth = createOfficeAuth({
      database,
      secret: officeAuthSecret({ officeAuthSecret: process.env.OFFICE_AUTH_SECRET || undefined, dataDir }),
      siteUrl: origin,
      https: false,
      trustProxy: false,
      originAllowed: () => false,
    });
    const deps = { auth, store, siteUrl: origin };
    let link: string;
    try {
      link = await addAccount(deps, ADMIN, 'admin');
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      link = await newPasswordLink(deps, ADMIN);
    }
    const total = await submissions.count();
    const at = (offset: number) =>
      database.db
        .selectFrom('submissions')
        .select(['reference', 'email', 'name_search'])
        .where('erased_at', 'is', null)
        .where('email', 'is not', null)
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
    const surname = (await at(Math.floor(total / 2))).name_search!.split(' ').at(-1)!;
    const email = (await at(Math.floor(total / 3))).email!;
    const reference = (await at(Math.floor((2 * total) / 3))).reference!;
    // A whole month a year ago.
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const busy = await requestWithHistory(database, reference, HISTORY_ENTRIES);
    const cases = [
      { name: 'list, newest first', path: '/office' },
      { name: 'list, page 50', path: '/office?page=50' },
      { name: 'filtered: kind, status, language', path: '/office?kind=support&status=confirmed&lang=ru' },
      { name: 'filtered: one month', path: `/office?${new URLSearchParams({ from, to })}` },
      { name: 'search: part of a name', path: `/office?${new URLSearchParams({ q: surname })}` },
      { name: 'search: e-mail address', path: `/office?${new URLSearchParams({ q: email })}` },
      { name: 'search: reference', path: `/office?${new URLSearchParams({ q: reference })}` },
      { name: 'filtered: waiting for the office', path: '/office?waiting=1' },
      { name: `a request's page, ${HISTORY_ENTRIES} history entries, ${THREAD_ENTRIES} messages`, path: `/office/submissions/${busy}` },
    ];
    const matches = new Map<string, number>();
    for (const { path } of cases) {
      // A request's page "matches" its history entries.
      if (path.startsWith('/office/submissions/')) {
        matches.set(path, HISTORY_ENTRIES);
        continue;
      }
      const params = new URL(path, origin).searchParams;
      matches.set(path, (await store.list(parseFilters(params), parsePage(params))).total);
    }
    return { link, reference, cases, matches };
  } finally {
    await database.close();
  }
}

/**
 * The request of `reference`, given a history of `entries` changes as a long-worked request has
 * them (its meeting booked and moved again and again, each with a note and words to the customer),
 * unless it has them already. Returns its id.
 */
async function requestWithHistory(database: OpenDatabase, reference: string, entries: number): Promise<string> {
  const { id } = await database.db.selectFrom('submissions').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
  const { n } = await database.db
    .selectFrom('status_changes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('submission_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= entries) return id;
  const steps = ['confirmed', 'forwarded', 'payment_link_sent'] as const;
  const start = Date.now() + 30 * 86_400_000;
  const rows = Array.from({ length: entries }, (_, index) => {
    const status = steps[index] ?? 'meeting_booked';
    const meetingAt = start + index * 3_600_000;
    return {
      submission_id: id,
      status,
      at: new Date(Date.now() - (entries - index) * 60_000).toISOString(),
      note: `Step ${index + 1}: called the customer and the expert; agreed on the next time.`,
      actor_id: 'perf',
      payment_link: status === 'payment_link_sent' ? 'https://pay.example.org/invoice/1' : null,
      customer_note: index % 2 ? 'The expert asked to move the meeting by an hour; the new time is below.' : null,
      ...(status === 'meeting_booked'
        ? {
            meeting_start: new Date(meetingAt).toISOString(),
            meeting_end: new Date(meetingAt + 3_600_000).toISOString(),
            meeting_zone: 'Asia/Almaty',
            video_link: 'https://meet.example.org/r/perf',
            meeting_sequence: index - steps.length,
          }
        : {}),
    };
  });
  await database.db.insertInto('status_changes').values(rows).execute();
  const kinds = ['message', 'proposal', 'answer'] as const;
  const thread = Array.from({ length: THREAD_ENTRIES }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    const day = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    return {
      submission_id: id,
      at: new Date(Date.now() - (THREAD_ENTRIES - index) * 30_000).toISOString(),
      author: kind === 'answer' ? 'office' : 'customer',
      kind,
      body: kind === 'proposal' ? null : 'Could the expert send an agenda before the call? We would also bring a colleague from finance.',
      slots: kind === 'proposal' ? JSON.stringify([{ date: day, from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' }]) : null,
      reason: null,
      actor_id: kind === 'answer' ? 'perf' : null,
    };
  });
  await database.db.insertInto('request_messages').values(thread).execute();
  await database.db
    .updateTable('submissions')
    .set({ status: 'meeting_booked', status_at: rows.at(-1)!.at, waiting_since: thread.at(-1)!.at })
    .where('id', '=', id)
    .execute();
  return id;
}

const { link, reference, cases, matches } = await prepare();
const server = await startServer({ SITE_URL: origin, DATABASE_URL: '', SMTP_URL: '', TRUST_PROXY: 'false' }, { dataDir, port });
let failed = false;
try {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
  const token = new URL(link).searchParams.get('token') ?? '';
  const set = await fetch(`${origin}/api/office/set-password`, form({ token, password: PASSWORD, confirm: PASSWORD }));
  if (set.status !== 303 || !set.headers.get('location')?.includes('notice=passwordSet'))
    throw new Error(`perf:office: setting the password answered ${set.status} ${set.headers.get('location')}`);
  const signIn = await fetch(`${origin}/api/office/sign-in`, form({ email: ADMIN, password: PASSWORD }));
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (signIn.status !== 303 || !cookie.includes('office-session=')) throw new Error(`perf:office: signing in answered ${signIn.status} without a session`);

  /** GETs the path, whole body read, and times the timed ones; any other answer than 200 stops the run. */
  async function measure(name: string, path: string, headers: Record<string, string>): Promise<Case> {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARM_UP + TIMED; i++) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`perf:office: ${path} answered ${response.status} ${response.headers.get('location') ?? ''}`);
      if (i >= WARM_UP) times.push(elapsed);
      bytes = body.byteLength;
    }
    const result = { name, path, matches: matches.get(path) ?? null, bytes, ...stats(times) };
    console.error(`perf:office: ${name}: median ${result.medianMs} ms, p99 ${result.p99Ms} ms`);
    return result;
  }

  const anchor = await measure('anchor: sign-in page (no query)', '/office/sign-in', {});
  const found = await fetch(`${origin}${cases.at(-1)!.path}`, { headers: { cookie } });
  if (!(await found.text()).includes(reference)) throw new Error('perf:office: the search by reference did not show it');
  const measured: OfficePerfResult['cases'] = [];
  for (const { name, path } of cases) {
    const result = await measure(name, path, { cookie });
    measured.push({ ...result, p99Ratio: Math.round((result.p99Ms / anchor.p99Ms) * 10) / 10 });
  }

  const report: OfficePerfResult = { date: new Date().toISOString(), rows: ROWS, requests: TIMED, budgetMs: BUDGET_MS, anchor, cases: measured };
  mkdirSync(join('perf', 'results'), { recursive: true });
  writeFileSync(join('perf', 'results', 'office.json'), JSON.stringify(report, null, 2));
  const line = (row: Case, ratio: string, verdict: string) =>
    `| ${row.name} | \`${row.path}\` | ${row.matches ?? '–'} | ${row.minMs} | ${row.medianMs} | ${row.p95Ms} | ${row.p99Ms} | ${row.maxMs} | ${ratio} | ${verdict} |`;
  console.log(
    [
      '',
      `Office inbox, ${report.rows.toLocaleString('en')} submissions (SQLite), ${TIMED} sequential GETs each after ${WARM_UP} to warm up, times in ms:`,
      '',
      `| request | URL | matches | min | median | p95 | p99 | max | p99 ÷ anchor p99 | p99 < ${BUDGET_MS} ms |`,
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
      line(anchor, '1', anchor.p99Ms < BUDGET_MS ? 'yes' : '**no**'),
      ...measured.map((row) => line(row, `${row.p99Ratio}`, row.p99Ms < BUDGET_MS ? 'yes' : '**no**')),
    ].join('\n'),
  );
  const slow = [anchor, ...measured].filter((row) => row.p99Ms >= BUDGET_MS);
  if (slow.length > 0) {
    console.error(`perf:office: p99 at or over ${BUDGET_MS} ms: ${slow.map((row) => `${row.name} ${row.p99Ms} ms`).join(', ')}`);
    failed = true;
  }
} catch (error) {
  const logs = server.logs.join('');
  console.error(logs.slice(-4000));
  // The seed ran this tree's migrations; a server built before the last of them refuses the file.
  if (logs.includes('corrupted migrations')) console.error('perf:office: the build is older than lib/submissions/database.ts: run `npm run build` first.');
  throw error;
} finally {
  await server.stop();
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
