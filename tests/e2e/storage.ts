import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/** Where the e2e server keeps submissions (outside test-results, which Playwright empties). */
export const E2E_DATA_DIR = join(tmpdir(), 'experts-site-e2e-data');

/** Reads what the e2e server stored, straight from its SQLite file. */
export function storedSubmissions(where: { kind?: string; contains: string }): { id: string; kind: string; payload: Record<string, unknown> }[] {
  const file = join(E2E_DATA_DIR, 'submissions.sqlite');
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id, kind, payload from submissions where payload like ?').all(`%${where.contains}%`) as { id: string; kind: string; payload: string }[];
    return rows.filter((row) => !where.kind || row.kind === where.kind).map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
  } finally {
    db.close();
  }
}
