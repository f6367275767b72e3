import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { nextBin } from '../../scripts/next-bin';

/** A production server of this project (`next start`) on a free port, with its own data folder. */
export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServer(
  env: Record<string, string> = {},
  { dataDir = mkdtempSync(join(tmpdir(), 'submissions-')), port }: { dataDir?: string; port?: number } = {},
): Promise<TestServer> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [nextBin(), 'start', '-p', String(chosenPort)], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SUBMISSIONS_RATE_LIMIT: '0', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr!.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://localhost:${chosenPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('')}`);
    try {
      // On a connection of its own, read whole: a kept-alive one left idle in the pool is closed by
      // the server after 5 s, and a test's first post sent on it then fails ("other side closed").
      const response = await fetch(`${url}/en`, { headers: { connection: 'close' } });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, port: chosenPort, dataDir, process: child, logs, stop };
}

/** Reads the server's SQLite file directly, as the support office's tools would. */
export function readRows(dataDir: string): { id: string; kind: string; payload: string }[] {
  const db = new SQLite(join(dataDir, 'submissions.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, kind, payload from submissions').all() as { id: string; kind: string; payload: string }[];
  } finally {
    db.close();
  }
}

/** The files stored with a submission, with their bytes. */
export function readAttachments(dataDir: string, submissionId: string): { filename: string; content_type: string; size: number; data: Uint8Array }[] {
  const db = new SQLite(join(dataDir, 'submissions.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select filename, content_type, size, data from attachments where submission_id = ?').all(submissionId) as {
      filename: string;
      content_type: string;
      size: number;
      data: Uint8Array;
    }[];
  } finally {
    db.close();
  }
}

/** A calendar day `days` from today (UTC), as the forms send it: slots must lie ahead. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function countRows(dataDir: string): number {
  try {
    return readRows(dataDir).length;
  } catch {
    return 0; // No file yet: nothing stored.
  }
}

let ipCounter = 0;
/** A different client address per call, so tests do not share a rate-limit window. */
export function nextClientIp(): string {
  ipCounter++;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
