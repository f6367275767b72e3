/**
 * The office's queries on SQLite: the inbox's filters and search, status changes (the order of
 * steps, a change made meanwhile, the payment link's mail queued with it), erasure on request, and
 * the audit log.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@/lib/submissions/database';
import { SubmissionStore } from '@/lib/submissions/store';
import { OfficeStore } from './office-store';

async function newOffice({ mail = true } = {}) {
  const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'office-')), 'submissions.sqlite') });
  await migrate(database);
  const submissions = new SubmissionStore(database, { mail });
  return { submissions, office: new OfficeStore(database, submissions), database };
}

const meeting = (firstName: string, email: string, locale = 'en') => ({
  kind: 'meeting',
  locale,
  payload: { expertId: 'giorgi-beridze', firstName, lastName: 'Doe', email, phone: '+995 555 123 456', expectedResult: 'A plan' },
  attachment: { filename: 'brief.pdf', contentType: 'application/pdf', data: new TextEncoder().encode('%PDF-1.4') },
});
const support = (name: string, email: string) => ({ kind: 'support', locale: 'ru', payload: { name, email, theme: 'payment', comment: 'Help' } });
const created = (result: unknown) => result as { id: string; reference: string };

describe('the inbox', () => {
  it('lists newest first, filters by kind, status and language, and finds by reference, address or part of a name', async () => {
    const { submissions, office } = await newOffice();
    const first = created(await submissions.insert(meeting('Nino', 'nino@example.ge', 'ka')));
    const second = created(await submissions.insert(support('Иван Петров', 'Ivan@Example.ru')));
    expect((await office.list({}, 1)).rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await office.list({ kind: 'support' }, 1)).rows.map((row) => row.name)).toEqual(['Иван Петров']);
    expect((await office.list({ locale: 'ka' }, 1)).rows.map((row) => row.name)).toEqual(['Nino Doe']);
    expect((await office.list({ q: first.reference.toLowerCase().replace('-', '') }, 1)).rows.map((row) => row.id)).toEqual([first.id]);
    expect((await office.list({ q: 'ivan@example.RU' }, 1)).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await office.list({ q: 'петр' }, 1)).rows.map((row) => row.id)).toEqual([second.id]);
    // LIKE's wildcards are taken literally.
    expect((await office.list({ q: '%' }, 1)).total).toBe(0);
    await office.changeStatus(first.id, 'received', { status: 'confirmed', note: 'ok', paymentLink: null }, 'staff', { mail: true });
    expect((await office.list({ status: 'confirmed' }, 1)).rows.map((row) => row.id)).toEqual([first.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await office.list({ from: today, to: today }, 1)).total).toBe(2);
    expect((await office.list({ to: '2000-01-01' }, 1)).total).toBe(0);
  });
});

describe('status changes', () => {
  it('refuse a change made meanwhile, and queue the payment link for the customer in the same transaction', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    expect(await office.changeStatus(id, 'received', { status: 'confirmed', note: 'a', paymentLink: null }, 's', { mail: true })).toBe('changed');
    // Someone else's form still said "received".
    expect(await office.changeStatus(id, 'received', { status: 'declined', note: 'b', paymentLink: null }, 's', { mail: true })).toBe('stale');
    expect(await office.changeStatus('no-such-id', 'received', { status: 'confirmed', note: 'c', paymentLink: null }, 's', { mail: true })).toBe('notFound');
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'to the expert', paymentLink: null }, 's', { mail: true });
    const link = 'https://pay.example.org/i/123';
    await office.changeStatus(id, 'forwarded', { status: 'payment_link_sent', note: 'invoice 123', paymentLink: link }, 's', { mail: true });
    const queued = await database.db.selectFrom('outbox').selectAll().where('channel', '=', 'payment_link').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ submission_id: id, recipient: 'nino@example.ge' });
    expect(await submissions.paymentLinkOf(Number(queued[0]!.status_change_id))).toBe(link);
    const detail = await office.detail(id);
    expect(detail?.status).toBe('payment_link_sent');
    expect(detail?.history.map((entry) => entry.status)).toEqual(['confirmed', 'forwarded', 'payment_link_sent']);
  });
});

describe('erasure', () => {
  it('keeps the reference, kind, dates, status history, name and address; removes every other field and the files', async () => {
    const { submissions, office, database } = await newOffice();
    const mine = created(await submissions.insert(meeting('Nino', 'Nino@Example.ge')));
    const other = created(await submissions.insert(meeting('Eka', 'eka@example.ge')));
    await office.changeStatus(mine.id, 'received', { status: 'confirmed', note: 'n', paymentLink: null }, 's', { mail: true });
    expect(await office.erase(' NINO@example.ge ')).toEqual([mine.id]);
    const erased = await submissions.get(mine.id);
    expect(erased?.payload).toEqual({ firstName: 'Nino', lastName: 'Doe', email: 'Nino@Example.ge' });
    expect(erased?.attachments).toEqual([]);
    expect(erased?.reference).toBe(mine.reference);
    expect((await office.detail(mine.id))?.history).toHaveLength(1);
    expect((await submissions.get(other.id))?.payload.phone).toBe('+995 555 123 456');
    expect(await database.db.selectFrom('attachments').select('submission_id').execute()).toEqual([{ submission_id: other.id }]);
    expect((await office.list({ q: 'nino' }, 1)).rows[0]?.erased).toBe(true);
  });
});

describe('the audit log', () => {
  it('keeps each entry with who, when and from where, newest first', async () => {
    const { office } = await newOffice();
    // When: the moment of the call, on the office's own clock (no caller passes a time).
    const before = new Date().toISOString();
    await office.audit({ action: 'sign_in', actorId: 'u1', actorEmail: 'a@office.example', ip: '203.0.113.9', userAgent: 'Firefox' });
    const between = new Date().toISOString();
    await office.audit({ action: 'view', actorId: 'u1', actorEmail: 'a@office.example', submissionId: 's1', ip: '203.0.113.9' });
    const after = new Date().toISOString();
    const { rows, total } = await office.auditPage(1);
    expect(total).toBe(2);
    expect(rows.map((row) => row.action)).toEqual(['view', 'sign_in']);
    expect(rows[0]).toMatchObject({ actor_id: 'u1', actor_email: 'a@office.example', submission_id: 's1', ip: '203.0.113.9', user_agent: null });
    expect(rows[1]).toMatchObject({ actor_id: 'u1', actor_email: 'a@office.example', submission_id: null, ip: '203.0.113.9', user_agent: 'Firefox' });
    expect(rows[1]!.at >= before && rows[1]!.at <= between, `${rows[1]!.at} within ${before} … ${between}`).toBe(true);
    expect(rows[0]!.at >= between && rows[0]!.at <= after, `${rows[0]!.at} within ${between} … ${after}`).toBe(true);
  });
});
