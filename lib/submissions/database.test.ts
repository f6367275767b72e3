import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';

describe('SQLite held by another process', () => {
  it('a single statement waits the lock out without blocking the event loop, and gives up after 2 s', async () => {
    const sqlitePath = join(mkdtempSync(join(tmpdir(), 'busy-')), 'submissions.sqlite');
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    const other = new SQLite(sqlitePath);
    const insert = () =>
      database.db
        .insertInto('office_audit')
        .values({
          at: new Date().toISOString(),
          action: 'view',
          actor_id: null,
          actor_email: null,
          submission_id: null,
          detail: null,
          ip: null,
          user_agent: null,
        })
        .execute();

    other.exec('begin immediate');
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    setTimeout(() => other.exec('commit'), 300);
    await insert();
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(10);

    other.exec('begin immediate');
    const started = Date.now();
    await expect(insert()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    other.exec('commit');
    other.close();
    await database.close();
  });
});
