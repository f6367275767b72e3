import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readAttachments } from '../integration/server';
import { QUEUE_DATABASE } from '@/lib/offline/queue-store';

/**
 * Where the e2e server keeps submissions (outside test-results, which Playwright empties);
 * `E2E_DATA_DIR` sets another, so two checkouts can run their suites side by side.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'experts-site-e2e-data');

/** Where the mail catcher keeps what `next start` sends, one .eml file a mail. */
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mail');

/**
 * The tag of tests that send forms and read what the server stored, straight from its SQLite
 * file. Against a deployed site (BASE_URL) they are skipped: its storage is not this machine's,
 * and a test must not leave requests in a real inbox.
 */
export const SERVER_ONLY = { tag: '@server' };

/** Reads what the e2e server stored, straight from its SQLite file. */
export function storedSubmissions(where: {
  kind?: string;
  contains: string;
}): { id: string; reference: string | null; kind: string; payload: Record<string, unknown> }[] {
  const file = join(E2E_DATA_DIR, 'submissions.sqlite');
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id, reference, kind, payload from submissions where payload like ?').all(`%${where.contains}%`) as {
      id: string;
      reference: string | null;
      kind: string;
      payload: string;
    }[];
    return rows.filter((row) => !where.kind || row.kind === where.kind).map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
  } finally {
    db.close();
  }
}

/** The files the e2e server stored with a submission, with their bytes. */
export function storedAttachments(submissionId: string) {
  return readAttachments(E2E_DATA_DIR, submissionId);
}

/** A day `days` ahead as a date input takes it (YYYY-MM-DD): slots must lie in the coming year. */
export function slotDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export { QUEUE_DATABASE };

/** How many submissions wait in the browser's offline queue (IndexedDB, lib/offline/queue-store.ts). */
export function queuedInBrowser(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    ([database, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(0);
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    QUEUE_DATABASE,
  );
}

/** The mails the catcher has kept so far, parsed. */
export async function caughtMails(): Promise<ParsedMail[]> {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  const files = readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(E2E_MAIL_DIR, file)))));
}

/** Makes a status link out of date, as 180 days would. */
export function expireStatusLink(submissionId: string): void {
  const db = new SQLite(join(E2E_DATA_DIR, 'submissions.sqlite'), { fileMustExist: true });
  try {
    db.prepare("update request_status set expires_at = '2000-01-01T00:00:00.000Z' where submission_id = ?").run(submissionId);
  } finally {
    db.close();
  }
}
