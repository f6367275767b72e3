import { newPostgresUrl, postgresMissing } from '@/tests/support/databases';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type Database, type OpenDatabase, StorageBusyError, isBusyError, migrate, openDatabase, patientWrite, writeTransaction } from './database';

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
    // A wait that blocked the event loop would let the 10 ms timer tick once at most; on a loaded
    // machine it ticks fewer than the 30 times 300 ms allow, so the margin is wide.
    expect(ticks).toBeGreaterThan(3);

    other.exec('begin immediate');
    const started = Date.now();
    await expect(insert()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    other.exec('commit');
    other.close();
    await database.close();
  });
});

const freshPath = () => join(mkdtempSync(join(tmpdir(), 'database-')), 'nested', 'dir', 'submissions.sqlite');

describe('what counts as a busy database', () => {
  it.each([
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_BUSY_RECOVERY',
    'SQLITE_LOCKED',
    '55P03',
    '57P03',
    '53300',
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
  ])('%s', (code) => {
    expect(isBusyError(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('a StorageBusyError, or either anywhere in the first five causes', () => {
    expect(isBusyError(new StorageBusyError())).toBe(true);
    const chain = (depth: number, last: unknown) => {
      let error = last;
      for (let i = 0; i < depth; i++) error = new Error(`wrapper ${i}`, { cause: error });
      return error;
    };
    expect(isBusyError(chain(4, Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' })))).toBe(true);
    expect(isBusyError(chain(4, new StorageBusyError()))).toBe(true);
    expect(isBusyError(chain(5, Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' })))).toBe(false);
    expect(isBusyError(chain(5, new StorageBusyError()))).toBe(false);
  });

  it('nothing else: other codes, a code that is no string, no error at all', () => {
    for (const other of [
      Object.assign(new Error('x'), { code: 'SQLITE_FULL' }),
      Object.assign(new Error('x'), { code: 'sqlite_busy' }),
      { code: { toString: () => 'SQLITE_BUSY' } },
      new Error('SQLITE_BUSY'),
      undefined,
      null,
      0,
      '',
    ])
      expect(isBusyError(other)).toBe(false);
  });

  it('StorageBusyError says so, by name, with its cause', () => {
    const cause = new Error('locked');
    const error = new StorageBusyError({ cause });
    expect([error.name, error.message, error.cause]).toEqual(['StorageBusyError', 'the database is busy', cause]);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('an SQLite database as the server opens it', () => {
  it('creates its folder, keeps a write-ahead log, syncs every commit, checks references, and waits for no lock', async () => {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
    expect(database.dialect).toBe('sqlite');
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 is FULL.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(0);
    await database.close();
    const tool = openDatabase({ sqlitePath, sqliteBusyTimeoutMs: 1500 });
    expect(Object.values((await sql.raw('pragma busy_timeout').execute(tool.db)).rows[0] as object)[0]).toBe(1500);
    await tool.close();
  });

  it('refuses a row that names no submission', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    await migrate(database);
    await expect(sql`insert into request_status (submission_id, token_hash, expires_at) values ('none', 'h', 'x')`.execute(database.db)).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    await database.close();
  });
});

describe('a write transaction on SQLite', () => {
  async function setUp() {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    return { database, other: new SQLite(sqlitePath) };
  }
  const audit = (trx: Kysely<Database>, action: string) =>
    trx
      .insertInto('office_audit')
      .values({ at: '2026-11-21T10:00:00.000Z', action, actor_id: null, actor_email: null, submission_id: null, detail: null, ip: null, user_agent: null })
      .execute();
  const actions = (database: OpenDatabase) =>
    database.db
      .selectFrom('office_audit')
      .select('action')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.action));

  it('commits its work and gives back its result', async () => {
    const { database, other } = await setUp();
    expect(
      await writeTransaction(database, async (trx) => {
        await audit(trx, 'one');
        return 'done';
      }),
    ).toBe('done');
    expect(database.inTransaction()).toBe(false);
    expect(other.prepare('select action from office_audit').all()).toEqual([{ action: 'one' }]);
    other.close();
    await database.close();
  });

  it('undoes all of its work when it fails, with the work’s own error, and leaves the connection ready', async () => {
    const { database, other } = await setUp();
    const failure = new Error('half-way');
    await expect(
      writeTransaction(database, async (trx) => {
        await audit(trx, 'lost');
        expect(database.inTransaction()).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(database.inTransaction()).toBe(false);
    await writeTransaction(database, (trx) => audit(trx, 'kept'));
    expect(await actions(database)).toEqual(['kept']);
    other.close();
    await database.close();
  });

  it('takes the write lock at its start: a database held by another process fails at once, busy, and is not waited for', async () => {
    const { database, other } = await setUp();
    other.exec('begin immediate');
    // Released soon: a BEGIN that waited for it would then succeed.
    const release = setTimeout(() => other.exec('commit'), 300);
    let ran = false;
    await expect(
      writeTransaction(database, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(ran).toBe(false);
    clearTimeout(release);
    other.exec('commit');
    other.close();
    await database.close();
  });

  it('a statement inside another transaction is not waited for either: the transaction’s owner retries it', async () => {
    const { database, other } = await setUp();
    other.exec('begin immediate');
    const release = setTimeout(() => other.exec('commit'), 300);
    // Kysely's own transaction begins deferred: its first write finds the lock taken.
    await expect(database.db.transaction().execute((trx) => audit(trx, 'blocked'))).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    clearTimeout(release);
    other.exec('commit');
    other.close();
    expect(await actions(database)).toEqual([]);
    await database.close();
  });

  it('a single statement streams its rows as before', async () => {
    const { database, other } = await setUp();
    await writeTransaction(database, async (trx) => {
      await audit(trx, 'a');
      await audit(trx, 'b');
    });
    const streamed: string[] = [];
    for await (const row of database.db.selectFrom('office_audit').select('action').orderBy('id').stream()) streamed.push(row.action);
    expect(streamed).toEqual(['a', 'b']);
    other.close();
    await database.close();
  });
});

describe('a patient write', () => {
  it('waits out a busy database, then writes', async () => {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    const other = new SQLite(sqlitePath);
    other.exec('begin immediate');
    setTimeout(() => other.exec('commit'), 200);
    expect(await patientWrite(database, async () => 'written')).toBe('written');
    other.close();
    await database.close();
  });

  it('gives up after its wait as busy, with the last refusal as the cause', async () => {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    const other = new SQLite(sqlitePath);
    other.exec('begin immediate');
    const started = Date.now();
    const error = await patientWrite(database, async () => 'never', 300).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageBusyError);
    expect((error as Error).cause).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(2000);
    other.exec('commit');
    other.close();
    await database.close();
  });

  it('passes any other failure on at once, untried again', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    await migrate(database);
    const failure = new Error('not a lock');
    let tries = 0;
    await expect(
      patientWrite(database, async () => {
        tries++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(tries).toBe(1);
    await database.close();
  });
});

describe('migrations', () => {
  it('name the one that failed, with its cause', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    // A table of that name already there: the first migration cannot create it.
    await sql`create table attachments (x text)`.execute(database.db);
    const error = (await migrate(database).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/^Migration 2026-11-21-001-submissions failed: SqliteError: table "attachments" already exists$/);
    expect(String(error.cause)).toMatch(/table "attachments" already exists/);
    await database.close();
  });

  it('run up to the one named, and the rest later', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    await migrate(database, { upTo: '2026-11-24-002-submission-reference' });
    const tables = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely%' order by name`.execute(database.db)
      ).rows.map((row) => row.name);
    expect(await tables()).toEqual(['attachments', 'idempotency_keys', 'outbox', 'submissions']);
    await migrate(database);
    expect(await tables()).toContain('office_audit');
    await database.close();
  });

  it('give each submission its searchable address, name and status as it was', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    await migrate(database, { upTo: '2026-11-26-003-outbox-channels-and-request-status' });
    const payloads = [
      ['a', { email: 'Dana@Example.KZ', firstName: 'Dana', lastName: 'Serikova' }],
      ['b', { mail: 'Old@Example.GE', name: 'Nika  Old' }],
      ['c', { lastName: 'Only' }],
    ] as const;
    for (const [id, payload] of payloads)
      await sql`insert into submissions (id, kind, created_at, locale, payload, reference) values (${id}, 'support', ${`2026-11-20T10:00:0${id === 'a' ? 1 : 2}.000Z`}, 'ru', ${JSON.stringify(payload)}, ${`REF-${id}`})`.execute(
        database.db,
      );
    await sql`insert into request_status (submission_id, token_hash, expires_at, status, status_at) values ('a', 'h', 'x', 'confirmed', '2026-11-21T09:00:00.000Z')`.execute(
      database.db,
    );
    await migrate(database);
    const rows = await database.db.selectFrom('submissions').select(['id', 'email', 'name_search', 'status', 'status_at', 'erased_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', email: 'dana@example.kz', name_search: 'dana serikova', status: 'confirmed', status_at: '2026-11-21T09:00:00.000Z', erased_at: null },
      { id: 'b', email: 'old@example.ge', name_search: 'nika  old', status: 'received', status_at: '2026-11-20T10:00:02.000Z', erased_at: null },
      { id: 'c', email: null, name_search: 'only', status: 'received', status_at: '2026-11-20T10:00:02.000Z', erased_at: null },
    ]);
    // A new row without a status is received.
    await sql`insert into submissions (id, kind, created_at, locale, payload) values ('d', 'support', 'x', null, '{}')`.execute(database.db);
    expect((await database.db.selectFrom('submissions').select('status').where('id', '=', 'd').executeTakeFirstOrThrow()).status).toBe('received');
    await database.close();
  });

  it('keep references unique', async () => {
    const database = openDatabase({ sqlitePath: freshPath() });
    await migrate(database);
    const insert = (id: string) =>
      sql`insert into submissions (id, kind, created_at, locale, payload, reference) values (${id}, 'support', 'x', null, '{}', 'SAME-0000')`.execute(
        database.db,
      );
    await insert('a');
    await expect(insert('b')).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    await database.close();
  });
});

describe('Kysely’s own transactions and closing, on SQLite', () => {
  it('commit their work, or roll it all back on failure, and leave the connection ready', async () => {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    const audit = (trx: Kysely<Database>, action: string) =>
      trx
        .insertInto('office_audit')
        .values({ at: 'x', action, actor_id: null, actor_email: null, submission_id: null, detail: null, ip: null, user_agent: null })
        .execute();
    await database.db.transaction().execute((trx) => audit(trx, 'committed'));
    const failure = new Error('half-way');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await audit(trx, 'rolled back');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(database.inTransaction()).toBe(false);
    const other = new SQLite(sqlitePath, { readonly: true });
    expect(other.prepare('select action from office_audit').all()).toEqual([{ action: 'committed' }]);
    other.close();
    await database.close();
  });

  it('closing lets the file go (its write-ahead log is folded in) and runs nothing more', async () => {
    const sqlitePath = freshPath();
    const database = openDatabase({ sqlitePath });
    await migrate(database);
    expect(existsSync(`${sqlitePath}-wal`)).toBe(true);
    await database.close();
    expect(existsSync(`${sqlitePath}-wal`)).toBe(false);
    await expect(database.db.selectFrom('submissions').select('id').execute()).rejects.toThrow();
  });
});

const _PG_URL = process.env.PG_TEST_URL;

describe('a PostgreSQL database as the server opens it', () => {
  let database: OpenDatabase;
  beforeEach(async ({ skip }) => {
    const why = postgresMissing();
    if (why) skip(why);
    database = openDatabase({ databaseUrl: await newPostgresUrl('database_test'), sqlitePath: '' });
    await migrate(database);
  });
  const audit = (trx: Kysely<Database>, action: string) =>
    trx
      .insertInto('office_audit')
      .values({ at: 'x', action, actor_id: null, actor_email: null, submission_id: null, detail: null, ip: null, user_agent: null })
      .execute();
  const actions = async () => (await database.db.selectFrom('office_audit').select('action').orderBy('id').execute()).map((row) => row.action);

  it('waits two seconds for a lock, then fails as busy', async () => {
    expect(database.dialect).toBe('postgres');
    expect((await sql<{ lock_timeout: string }>`show lock_timeout`.execute(database.db)).rows[0]?.lock_timeout).toBe('2s');
    await database.close();
  });

  it('a write transaction commits its work, or undoes it all on failure, and the connection serves on', async () => {
    expect(
      await writeTransaction(database, async (trx) => {
        await audit(trx, 'kept');
        return 'done';
      }),
    ).toBe('done');
    const failure = new Error('half-way');
    await expect(
      writeTransaction(database, async (trx) => {
        await audit(trx, 'lost');
        throw failure;
      }),
    ).rejects.toBe(failure);
    // A failed statement leaves PostgreSQL's transaction aborted: it must have been rolled back.
    await expect(
      writeTransaction(database, async (trx) => {
        await sql`select 1/0`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    await writeTransaction(database, (trx) => audit(trx, 'after'));
    expect(await actions()).toEqual(['kept', 'after']);
    await database.close();
  });

  it('closing runs nothing more', async () => {
    await database.close();
    await expect(database.db.selectFrom('submissions').select('id').execute()).rejects.toThrow();
  });
});

/** A migrated SQLite database whose file another connection holds a write lock on until the test ends. */
async function lockedDatabase() {
  const sqlitePath = freshPath();
  const database = openDatabase({ sqlitePath });
  await migrate(database);
  const other = new SQLite(sqlitePath);
  other.exec('begin immediate');
  onTestFinished(async () => {
    vi.useRealTimers();
    if (other.inTransaction) other.exec('commit');
    other.close();
    await database.close();
  });
  return { database, other };
}

describe('waiting for a lock, at its deadline', () => {
  const locked = lockedDatabase;

  it('a patient write with no time to wait gives up at its first refusal', async () => {
    const { database } = await locked();
    vi.useFakeTimers({ toFake: ['Date'] });
    await expect(patientWrite(database, async () => 'never', 0)).rejects.toBeInstanceOf(StorageBusyError);
  });

  it('a patient write tries again after pauses of 5, 10, 20, 40, 80 and 160 ms, then every 250 ms', async () => {
    const { database, other } = await locked();
    let attempts = 0;
    const counted: OpenDatabase = {
      ...database,
      db: new Proxy(database.db, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (property === 'connection') attempts++;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const write = patientWrite(counted, async () => 'written');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    for (const [i, pause] of [5, 10, 20, 40, 80, 160, 250, 250].entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(attempts, `before pause ${i + 1} is over`).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts, `when pause ${i + 1} is over`).toBe(i + 2);
    }
    other.exec('commit');
    await vi.advanceTimersByTimeAsync(250);
    expect(await write).toBe('written');
  });

  it('a single statement gives up at exactly two seconds', async () => {
    const { database, other } = await locked();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const insert = database.db
      .insertInto('office_audit')
      .values({ at: 'x', action: 'late', actor_id: null, actor_email: null, submission_id: null, detail: null, ip: null, user_agent: null })
      .execute();
    const settled = insert.then(
      () => 'written',
      (error: { code?: string }) => error.code,
    );
    // The statement's clock reaches its deadline while the lock is still held; the lock goes
    // later, so a statement that waited past its deadline would be written.
    await new Promise((resolve) => setTimeout(resolve, 30));
    vi.setSystemTime(start + 2000);
    const release = setTimeout(() => other.exec('commit'), 300);
    expect(await settled).toBe('SQLITE_BUSY');
    clearTimeout(release);
  });
});

describe('a single statement on a busy SQLite database', () => {
  async function locked() {
    const { database, other } = await lockedDatabase();
    const release = setTimeout(() => other.exec('commit'), 300);
    onTestFinished(() => clearTimeout(release));
    return database;
  }

  it('is told from a BEGIN by its first word only: one that mentions BEGIN later is waited for too', async () => {
    const database = await locked();
    await sql.raw(`/*begin*/ insert into office_audit (at, action) values ('x', 'begin')`).execute(database.db);
    expect(await database.db.selectFrom('office_audit').select('action').execute()).toEqual([{ action: 'begin' }]);
  });

  it('is tried again after pauses of 5, 10, 20, 40 and 80 ms, then every 100 ms', async () => {
    const { database, other } = await lockedDatabase();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const tries = () => prepare.mock.calls.filter(([text]) => String(text).includes("'counted'")).length;
    const insert = sql.raw(`insert into office_audit (at, action) values ('x', 'counted')`).execute(database.db);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries()).toBe(1);
    for (const [i, pause] of [5, 10, 20, 40, 80, 100, 100].entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(tries(), `before pause ${i + 1} is over`).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries(), `when pause ${i + 1} is over`).toBe(i + 2);
    }
    other.exec('commit');
    await vi.advanceTimersByTimeAsync(100);
    await insert;
    expect(tries()).toBe(9);
  });
});
