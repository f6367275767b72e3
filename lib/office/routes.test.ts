/**
 * The office's routes as a browser's forms and links reach them, on a throw-away SQLite database
 * with real accounts and sessions: the Origin rule, sign-in (throttled) and sign-out, setting a
 * password, status changes, files, exports and erasure, and what each writes to the audit log.
 * The modules are imported inside the tests (a mutant that throws at import must fail a test), and
 * afresh by each test: what runs at import (each route's permission and Origin rule) then runs in
 * every test that uses the routes, so mutation testing holds it to all of them, not to whichever
 * test happened to import the routes first.
 */

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigState } from './office.fixtures';
import { configure, formPost, get, once, PASSWORD, SITE, sessionCookie, sessionCookieOf, staffAccount } from './office.fixtures';

const state = vi.hoisted(() => ({}) as ConfigState);
vi.mock('@/lib/config', async (original) => ({ ...(await original<typeof import('@/lib/config')>()), getConfig: () => state.config }));

const ADMIN = 'admin@office.example';
const AGENT = 'agent@office.example';
let adminCookie = '';
let agentCookie = '';

const routes = () => import('./routes');
// The office itself (better-auth, the database, the throttle) lives on globalThis and is kept.
beforeEach(() => {
  vi.resetModules();
});
const office = async () => (await import('./office')).getOffice();
const lastAudit = async () => (await (await office()).store.auditPage(1)).rows[0]!;
const auditCount = async () => (await (await office()).store.auditPage(1)).total;

const setup = once(async () => {
  await configure(state);
  await staffAccount(ADMIN, 'admin', { password: true });
  await staffAccount(AGENT, 'agent');
  adminCookie = await sessionCookie(ADMIN);
  agentCookie = await sessionCookie(AGENT);
});

describe('signing in', () => {
  it('starts a session for twelve hours and goes to the office page asked for', async () => {
    await setup();
    const { signIn } = await routes();
    const answer = await signIn(formPost('/api/office/sign-in', { email: `  ${ADMIN.toUpperCase()} `, password: PASSWORD, next: '/office/audit' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/audit');
    const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith('office-session='))!;
    // rememberMe: a cookie that outlives the browser's session, for the session's twelve hours.
    expect(setCookie).toContain('Max-Age=43200');
    expect(await lastAudit()).toMatchObject({ action: 'sign_in', actor_email: ADMIN, ip: '198.51.100.7', user_agent: 'TestBrowser/1' });
  });

  it('goes back to the form on a wrong password, keeping the address typed and the page asked for, and logs whose account it was', async () => {
    await setup();
    const { signIn } = await routes();
    const answer = await signIn(formPost('/api/office/sign-in', { email: AGENT, password: 'not the password', next: '/office/audit?page=2' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/office/sign-in?${new URLSearchParams({ error: 'failed', next: '/office/audit?page=2' })}`);
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^office-draft=/)]);
    const { readDraft } = await import('./forms');
    expect(readDraft(answer.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ email: AGENT });
    const { id } = await userIdOf(AGENT);
    expect(await lastAudit()).toMatchObject({
      action: 'sign_in_failed',
      detail: 'wrong e-mail or password',
      actor_id: id,
      actor_email: AGENT,
      ip: '198.51.100.7',
    });
  });

  it('names no account in the log for an address that has none, nor for an empty one, and leaves the inbox out of the way back', async () => {
    await setup();
    const { signIn } = await routes();
    const answer = await signIn(formPost('/api/office/sign-in', { email: 'nobody@office.example', password: 'whatever it is' }));
    expect(answer.headers.get('location')).toBe('/office/sign-in?error=failed');
    expect(await lastAudit()).toMatchObject({ action: 'sign_in_failed', actor_id: null, actor_email: null });
    const empty = await signIn(formPost('/api/office/sign-in', {}));
    expect(empty.headers.get('location')).toBe('/office/sign-in?error=failed');
    const { readDraft } = await import('./forms');
    expect(readDraft(empty.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ email: '' });
    expect(await lastAudit()).toMatchObject({ action: 'sign_in_failed', actor_id: null, actor_email: null });
  });

  it('keeps no more of a typed address than an address can hold, 254 characters', async () => {
    await setup();
    const { signIn } = await routes();
    const { readDraft } = await import('./forms');
    const answer = await signIn(formPost('/api/office/sign-in', { email: `${'a'.repeat(300)}@office.example`, password: 'whatever it is' }));
    expect(readDraft(answer.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ email: 'a'.repeat(254) });
  });

  it('tries a post without a password as an empty one, which no account has', async () => {
    await setup();
    const { signIn } = await routes();
    const { auth } = await office();
    const tried = vi.spyOn(auth.api, 'signInEmail');
    const answer = await signIn(formPost('/api/office/sign-in', { email: ADMIN }));
    expect(answer.headers.get('location')).toBe('/office/sign-in?error=failed');
    expect(tried).toHaveBeenCalledWith(expect.objectContaining({ body: { email: ADMIN, password: '', rememberMe: true } }));
  });

  it('refuses a post from another site’s page and a body that is not a form', async () => {
    await setup();
    const { signIn } = await routes();
    const before = await auditCount();
    const foreign = await signIn(formPost('/api/office/sign-in', { email: ADMIN, password: PASSWORD }, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'forbiddenOrigin' });
    const json = await signIn(new Request(`${SITE}/api/office/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: 'unsupportedForm' });
    expect(await auditCount()).toBe(before);
  });

  it('is refused for a while after too many failures, even with the right password, and says how long', async () => {
    await setup();
    const { signIn } = await routes();
    const { throttle } = await office();
    const email = 'throttled@office.example';
    await staffAccount(email, 'agent', { password: true });
    for (let i = 0; i < 6; i++) throttle.fail(email, `192.0.2.${i}`);
    const answer = await signIn(formPost('/api/office/sign-in', { email: email.toUpperCase(), password: PASSWORD, next: '/office/erasure' }));
    const location = new URL(answer.headers.get('location')!, SITE);
    expect(location.pathname).toBe('/office/sign-in');
    expect(location.searchParams.get('error')).toBe('throttled');
    expect(Number(location.searchParams.get('retry'))).toBeGreaterThan(25);
    expect(Number(location.searchParams.get('retry'))).toBeLessThanOrEqual(30);
    expect(location.searchParams.get('next')).toBe('/office/erasure');
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^office-draft=/)]);
    expect(await lastAudit()).toMatchObject({ action: 'sign_in_failed', detail: 'throttled', actor_email: email, ip: '198.51.100.7' });
  });

  it('forgets an account’s failures once it signs in', async () => {
    await setup();
    const { signIn } = await routes();
    const { throttle } = await office();
    const email = 'forgiven@office.example';
    await staffAccount(email, 'agent', { password: true });
    for (let i = 0; i < 5; i++) throttle.fail(email, `192.0.2.${i}`);
    sessionCookieOf(await signIn(formPost('/api/office/sign-in', { email, password: PASSWORD })));
    // Without the success forgetting them, this would be the sixth failure, and the next try would wait.
    throttle.fail(email, '192.0.2.9');
    expect(throttle.check(email, '192.0.2.10').allowed).toBe(true);
  });

  it('lets an error that is not a refusal through, and counts it as no failure', async () => {
    await setup();
    const { signIn } = await routes();
    const { auth, throttle } = await office();
    vi.spyOn(auth.api, 'signInEmail').mockRejectedValueOnce(new Error('database down'));
    const email = 'unlucky@office.example';
    await expect(signIn(formPost('/api/office/sign-in', { email, password: PASSWORD }))).rejects.toThrow('database down');
    for (let i = 0; i < 5; i++) throttle.fail(email, `192.0.2.${i}`);
    expect(throttle.check(email, '192.0.2.10').allowed).toBe(true);
  });
});

describe('a staff route', () => {
  type Route = (request: Request, context: ReturnType<typeof params>) => Promise<Response>;
  const CHANGES = ['signOut', 'signOutEverywhere', 'changeStatus', 'answerCustomer', 'erase'] as const;
  const READS = ['downloadAttachment', 'exportSubmissions'] as const;
  const route = async (name: (typeof CHANGES)[number] | (typeof READS)[number]) => (await routes())[name] as Route;

  it('refuses a change posted from another site’s page before it looks at the session, for every route that changes something', async () => {
    await setup();
    const before = await auditCount();
    for (const name of CHANGES) {
      const answer = await (await route(name))(formPost('/api/office/x', {}, { cookie: adminCookie, origin: 'https://evil.example' }), params({ id: 'x' }));
      expect([name, answer.status, await answer.json()]).toEqual([name, 403, { error: 'forbiddenOrigin' }]);
    }
    expect(await sessionValid(adminCookie)).toBe(true);
    expect(await auditCount()).toBe(before);
  });

  it('sends a page’s form without a session back to sign-in, and tells a read 401', async () => {
    await setup();
    for (const name of CHANGES) {
      const form = await (await route(name))(formPost('/api/office/x', {}), params({ id: 'x' }));
      expect([name, form.status, form.headers.get('location')]).toEqual([name, 303, '/office/sign-in?notice=expired']);
    }
    for (const name of READS) {
      const read = await (await route(name))(get('/api/office/x'), params({}));
      expect([name, read.status, await read.json()]).toEqual([name, 401, { error: 'signInRequired' }]);
    }
  });

  it('answers 403 to a role that may not, form or not', async () => {
    await setup();
    const { erase } = await routes();
    const answer = await erase(formPost('/api/office/erasure', { email: 'x@example.org', confirm: 'x@example.org' }, { cookie: agentCookie }), params({}));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: 'forbidden' });
  });

  it('lets a read through whatever page it was linked from', async () => {
    await setup();
    const exported = await (await route('exportSubmissions'))(
      get('/api/office/export', { cookie: agentCookie, origin: 'https://elsewhere.example' }),
      params({}),
    );
    expect(exported.status).toBe(200);
    // Past the Origin rule and the session to the handler, which finds no such file.
    const file = await (await route('downloadAttachment'))(
      get('/x', { cookie: agentCookie, origin: 'https://elsewhere.example' }),
      params({ id: 'x', attachmentId: 'y' }),
    );
    expect(file.status).toBe(404);
  });
});

describe('signing out', () => {
  it('ends this session only, clears its cookie and logs it', async () => {
    await setup();
    const { signOut } = await routes();
    const mine = await sessionCookie(AGENT);
    const answer = await signOut(formPost('/api/office/sign-out', {}, { cookie: mine }), params({}));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/sign-in?notice=signedOut');
    expect(answer.headers.getSetCookie().some((line) => /^office-session=;/.test(line) && /Max-Age=0/.test(line))).toBe(true);
    expect(await sessionValid(mine)).toBe(false);
    expect(await sessionValid(agentCookie)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'sign_out', actor_email: AGENT, actor_id: (await userIdOf(AGENT)).id, ip: '198.51.100.7' });
  });

  it('everywhere ends every session of the account, and logs it', async () => {
    await setup();
    const { signOutEverywhere } = await routes();
    const email = 'everywhere@office.example';
    await staffAccount(email, 'agent');
    const [here, there] = [await sessionCookie(email), await sessionCookie(email)];
    const answer = await signOutEverywhere(formPost('/api/office/sign-out-everywhere', {}, { cookie: here }), params({}));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/sign-in?notice=signedOut');
    expect(answer.headers.getSetCookie().some((line) => /^office-session=;/.test(line))).toBe(true);
    expect(await sessionValid(here)).toBe(false);
    expect(await sessionValid(there)).toBe(false);
    expect(await sessionValid(agentCookie)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'sign_out_everywhere', actor_email: email, actor_id: (await userIdOf(email)).id });
  });
});

describe('setting a password', () => {
  const linkFor = async (email: string) => {
    const { getOffice } = await import('./office');
    const { newPasswordLink } = await import('./accounts');
    const { auth, store } = await getOffice();
    return new URL(await newPasswordLink({ auth, store, siteUrl: SITE }, email)).searchParams.get('token')!;
  };

  it('sets it by the link, once, and logs whose it was', async () => {
    await setup();
    const { setPassword, signIn } = await routes();
    const email = 'newcomer@office.example';
    await staffAccount(email, 'agent');
    const token = await linkFor(email);
    const password = 'twelve chars';
    const answer = await setPassword(formPost('/api/office/set-password', { token, password, confirm: password }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/sign-in?notice=passwordSet');
    expect(await lastAudit()).toMatchObject({ action: 'password_set', actor_id: (await userIdOf(email)).id, actor_email: email, ip: '198.51.100.7' });
    expect((await signIn(formPost('/api/office/sign-in', { email, password }))).headers.get('location')).toBe('/office');
    const again = await setPassword(formPost('/api/office/set-password', { token, password: 'another password', confirm: 'another password' }));
    expect(again.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token, error: 'invalidLink' })}`);
  });

  it('goes back to the form for a password under twelve characters, or one not typed twice the same, and keeps the link', async () => {
    await setup();
    const { setPassword } = await routes();
    const token = await linkFor(AGENT);
    const before = await auditCount();
    const short = await setPassword(formPost('/api/office/set-password', { token, password: 'eleven char', confirm: 'eleven char' }));
    expect(short.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token, error: 'tooShort' })}`);
    const mismatch = await setPassword(formPost('/api/office/set-password', { token, password: 'twelve chars', confirm: 'twelve charz' }));
    expect(mismatch.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token, error: 'mismatch' })}`);
    const unconfirmed = await setPassword(formPost('/api/office/set-password', { token, password: 'twelve chars' }));
    expect(unconfirmed.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token, error: 'mismatch' })}`);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a made-up link or none, a foreign page’s post and a body that is not a form', async () => {
    await setup();
    const { setPassword } = await routes();
    const password = 'twelve chars';
    const madeUp = await setPassword(formPost('/api/office/set-password', { token: 'made-up', password, confirm: password }));
    expect(madeUp.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token: 'made-up', error: 'invalidLink' })}`);
    const none = await setPassword(formPost('/api/office/set-password', { password, confirm: password }));
    expect(none.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token: '', error: 'invalidLink' })}`);
    const emptyForm = await setPassword(formPost('/api/office/set-password', {}));
    expect(emptyForm.headers.get('location')).toBe(`/office/set-password?${new URLSearchParams({ token: '', error: 'tooShort' })}`);
    const foreign = await setPassword(formPost('/api/office/set-password', { token: 't', password, confirm: password }, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'forbiddenOrigin' });
    const json = await setPassword(
      new Request(`${SITE}/api/office/set-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: 'unsupportedForm' });
  });

  it('lets an error that is not a refusal through', async () => {
    await setup();
    const { setPassword } = await routes();
    const { auth } = await office();
    vi.spyOn(auth.api, 'resetPassword').mockRejectedValueOnce(new Error('database down'));
    await expect(setPassword(formPost('/api/office/set-password', { token: 't', password: 'twelve chars', confirm: 'twelve chars' }))).rejects.toThrow(
      'database down',
    );
  });
});

const submissionStore = async () => (await import('@/lib/submissions/shared-store')).getStore();

const meeting = (email: string) => ({
  kind: 'meeting',
  locale: 'en',
  payload: { expertId: 'giorgi-beridze', firstName: 'Nino', lastName: 'Doe', email, phone: '+995 555 123 456', expectedResult: 'A plan' },
  attachment: { filename: 'отчёт.html', contentType: 'text/html', data: new TextEncoder().encode('<script>alert(1)</script>') },
});
const newSubmission = async (email = 'nino@example.ge') => (await (await submissionStore()).insert(meeting(email))) as { id: string; reference: string };

/** What the status form's draft cookie holds: every field, '' for those not given. */
const draft = (fields: Record<string, string>) => ({
  status: '',
  note: '',
  paymentLink: '',
  customerNote: '',
  reason: '',
  silent: '',
  slot: '',
  meetingDate: '',
  meetingFrom: '',
  meetingTo: '',
  meetingZone: '',
  videoLink: '',
  ...fields,
});

describe('a status change', () => {
  const change = async (id: string, fields: Record<string, string>, cookie = agentCookie) =>
    (await routes()).changeStatus(formPost(`/api/office/submissions/${id}/status`, fields, { cookie }), params({ id }));

  it('is made with its note, logged with the step, and the page says so', async () => {
    await setup();
    const { id } = await newSubmission();
    const answer = await change(id, { from: 'received', status: 'confirmed', note: 'Called her' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/office/submissions/${id}?notice=changed`);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const detail = await (await office()).store.detail(id);
    expect(detail?.history).toEqual([expect.objectContaining({ status: 'confirmed', note: 'Called her', actorEmail: AGENT })]);
    expect(await lastAudit()).toMatchObject({ action: 'status_change', actor_email: AGENT, submission_id: id, detail: 'received → confirmed' });
  });

  it('goes back to the page with what was typed for a wrong status, note or link, or a change made meanwhile', async () => {
    await setup();
    const { readDraft } = await import('./forms');
    const { id } = await newSubmission();
    const draftOf = (answer: Response) => readDraft(answer.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]);
    const before = await auditCount();
    const badFrom = await change(id, { from: 'nonsense', status: 'confirmed', note: 'n' });
    expect(badFrom.headers.get('location')).toBe(`/office/submissions/${id}?error=status`);
    expect(draftOf(badFrom)).toEqual(draft({ note: 'n', status: 'confirmed' }));
    expect((await change(id, { status: 'confirmed', note: 'n' })).headers.get('location')).toBe(`/office/submissions/${id}?error=status`);
    // A step from no status is wrong before anything else about the form is.
    expect((await change(id, { from: 'nonsense', status: 'confirmed', note: ' ' })).headers.get('location')).toBe(`/office/submissions/${id}?error=status`);
    const noNote = await change(id, { from: 'received', status: 'confirmed', note: ' ', paymentLink: 'https://pay.example.org/1' });
    expect(noNote.headers.get('location')).toBe(`/office/submissions/${id}?error=note`);
    expect(draftOf(noNote)).toEqual(draft({ note: ' ', paymentLink: 'https://pay.example.org/1', status: 'confirmed' }));
    expect(draftOf(await change(id, { from: 'received' }))).toEqual(draft({}));
    expect((await change(id, { from: 'confirmed', status: 'forwarded', note: 'n' })).headers.get('location')).toBe(`/office/submissions/${id}?error=stale`);
    expect(await auditCount()).toBe(before);
    expect((await (await office()).store.detail(id))?.status).toBe('received');
  });

  it('books one of the customer’s slots, and sends back what was typed when the booking is wrong', async () => {
    await setup();
    const { readDraft } = await import('./forms');
    const store = await submissionStore();
    // Days ahead, within the year a booking may be.
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const slots = [
      { date: day(3), from: '10:00', to: '11:00', timeZone: 'Asia/Tbilisi' },
      { date: day(4), from: '15:00', to: '16:00', timeZone: 'Asia/Tbilisi' },
    ];
    const { id } = (await store.insert({
      ...meeting('slots@example.ge'),
      payload: { ...meeting('').payload, email: 'slots@example.ge', timeSlots: slots },
    })) as {
      id: string;
    };
    for (const [from, status, extra] of [
      ['received', 'confirmed', {}],
      ['confirmed', 'forwarded', {}],
      ['forwarded', 'payment_link_sent', { paymentLink: 'https://pay.example.org/1' }],
    ] as const)
      await change(id, { from, status, note: 'n', ...extra });
    const wrong = { from: 'payment_link_sent', status: 'meeting_booked', note: 'n', slot: '2', videoLink: 'https://meet.example.org/x', customerNote: 'Hi' };
    const refused = await change(id, wrong);
    expect(refused.headers.get('location')).toBe(`/office/submissions/${id}?error=slot`);
    const { from: _from, ...typed } = wrong;
    expect(readDraft(refused.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual(draft(typed));
    expect(await change(id, { ...wrong, slot: '1' })).toMatchObject({ status: 303 });
    const detail = (await (await office()).store.detail(id))!;
    expect(detail.status).toBe('meeting_booked');
    // Tbilisi is UTC+4: 15:00 there is 11:00 UTC.
    expect(detail.history.at(-1)).toMatchObject({
      meeting: { start: `${day(4)}T11:00:00.000Z`, end: `${day(4)}T12:00:00.000Z`, timeZone: 'Asia/Tbilisi', sequence: 0 },
      customerNote: 'Hi',
    });
  });

  it('puts the draft cookie under Secure on https', async () => {
    await setup();
    const { id } = await newSubmission();
    const https = state.config;
    state.config = { ...https, https: true };
    try {
      expect((await change(id, { from: 'nonsense' })).headers.getSetCookie()[0]).toMatch(/; Secure$/);
    } finally {
      state.config = https;
    }
    expect((await change(id, { from: 'nonsense' })).headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it('answers 404 for no such request, and an encoded page address for an odd id', async () => {
    await setup();
    const answer = await change('no-such-id', { from: 'received', status: 'confirmed', note: 'n' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'notFound' });
    expect((await change('a b/c', { from: 'x' })).headers.get('location')).toBe('/office/submissions/a%20b%2Fc?error=status');
    const { changeStatus } = await routes();
    expect((await changeStatus(formPost('/api/office/submissions//status', { from: 'x' }, { cookie: agentCookie }), params({}))).headers.get('location')).toBe(
      '/office/submissions/?error=status',
    );
  });

  it('refuses a body that is not a form', async () => {
    await setup();
    const { changeStatus } = await routes();
    const request = new Request(`${SITE}/api/office/submissions/x/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, cookie: agentCookie },
      body: '{}',
    });
    const answer = await changeStatus(request, params({ id: 'x' }));
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: 'unsupportedForm' });
  });

  it('queues the payment link for the customer only when mail is on', async () => {
    await setup();
    const { database } = await submissionStore();
    const queued = async (id: string) =>
      (await database.db.selectFrom('outbox').select('channel').where('submission_id', '=', id).where('channel', '=', 'payment_link').execute()).length;
    const toLinkStep = async (id: string) => {
      await change(id, { from: 'received', status: 'confirmed', note: 'n' });
      await change(id, { from: 'confirmed', status: 'forwarded', note: 'n' });
    };
    const link = { status: 'payment_link_sent', note: 'invoice', paymentLink: 'https://pay.example.org/i/1' };
    const off = await newSubmission();
    await toLinkStep(off.id);
    expect((await change(off.id, { from: 'forwarded', ...link })).headers.get('location')).toMatch(/notice=changed$/);
    expect(await queued(off.id)).toBe(0);
    const on = await newSubmission();
    await toLinkStep(on.id);
    const plain = state.config;
    state.config = {
      ...plain,
      mail: { smtpUrl: 'smtp://mail.example.org', from: 'office@example.org', officeEmails: ['office@example.org'], officeLocale: 'en' },
    };
    try {
      await change(on.id, { from: 'forwarded', ...link });
    } finally {
      state.config = plain;
    }
    expect(await queued(on.id)).toBe(1);
  });
});

describe('an attachment', () => {
  const attachmentOf = async (id: string) => (await (await submissionStore()).get(id))!.attachments[0]!;

  it('is only ever a download, under no policy that lets it run, and its download is logged', async () => {
    await setup();
    const { downloadAttachment } = await routes();
    const { id } = await newSubmission();
    const attachment = await attachmentOf(id);
    const answer = await downloadAttachment(
      get(`/api/office/submissions/${id}/attachments/${attachment.id}`, { cookie: agentCookie }),
      params({ id, attachmentId: attachment.id }),
    );
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toEqual({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'same-origin',
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="_____.html"; filename*=UTF-8''${encodeURIComponent('отчёт.html')}`,
      'content-length': '25',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await answer.text()).toBe('<script>alert(1)</script>');
    expect(await lastAudit()).toMatchObject({ action: 'download', actor_email: AGENT, submission_id: id, ip: '198.51.100.8' });
  });

  it('is sent without its body for HEAD', async () => {
    await setup();
    const { downloadAttachment } = await routes();
    const { id } = await newSubmission();
    const attachment = await attachmentOf(id);
    const answer = await downloadAttachment(get('/x', { cookie: agentCookie, method: 'HEAD' }), params({ id, attachmentId: attachment.id }));
    expect(answer.headers.get('content-length')).toBe('25');
    expect(answer.body).toBeNull();
  });

  it('is not found under another submission, nor without ids', async () => {
    await setup();
    const { downloadAttachment } = await routes();
    const { id } = await newSubmission();
    const other = await newSubmission();
    const attachment = await attachmentOf(id);
    const before = await auditCount();
    const answer = await downloadAttachment(get('/x', { cookie: agentCookie }), params({ id: other.id, attachmentId: attachment.id }));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'notFound' });
    expect((await downloadAttachment(get('/x', { cookie: agentCookie }), params({}))).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('is named so that no browser renders it, whatever the name holds', async () => {
    await setup();
    const { contentDisposition } = await routes();
    expect(contentDisposition('x.html')).toBe(`attachment; filename="x.html"; filename*=UTF-8''x.html`);
    expect(contentDisposition('отчёт "1";.pdf')).toBe(`attachment; filename="_____ _1__.pdf"; filename*=UTF-8''${encodeURIComponent('отчёт "1";.pdf')}`);
  });

  it('is named "file" when its name is empty', async () => {
    await setup();
    const { contentDisposition } = await routes();
    expect(contentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''`);
    expect(contentDisposition('a\\b;c"d~ e')).toBe(`attachment; filename="a_b_c_d~ e"; filename*=UTF-8''${encodeURIComponent('a\\b;c"d~ e')}`);
  });
});

describe('an export', () => {
  it('writes CSV by default, as an attachment named by the day, and logs the format, the count and the filters’ names only', async () => {
    await setup();
    const { exportSubmissions } = await routes();
    const { toCsv } = await import('@/lib/submissions/export');
    const email = 'export-csv@example.ge';
    const { id } = await newSubmission(email);
    const answer = await exportSubmissions(get(`/api/office/export?q=${email}&kind=meeting`, { cookie: agentCookie }), params({}));
    expect(answer.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="submissions-${day}.csv"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The bytes as sent: text() would drop the BOM that tells spreadsheets it is UTF-8.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer())).toBe(toCsv([(await (await submissionStore()).get(id))!]));
    expect(await lastAudit()).toMatchObject({ action: 'export', actor_email: AGENT, detail: 'csv, 1 rows, filters: kind, q' });
    expect(JSON.stringify(await lastAudit())).not.toContain(email);
  });

  it('writes JSON when asked, and says no filters were used', async () => {
    await setup();
    const { exportSubmissions } = await routes();
    const { toJson } = await import('@/lib/submissions/export');
    const answer = await exportSubmissions(get('/api/office/export?format=json', { cookie: agentCookie }), params({}));
    const day = new Date().toISOString().slice(0, 10);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="submissions-${day}.json"`);
    const all = await (await office()).store.exportList({});
    expect(await answer.text()).toBe(toJson(all));
    expect(await lastAudit()).toMatchObject({ action: 'export', detail: `json, ${all.length} rows, filters: none` });
    const other = await exportSubmissions(get('/api/office/export?format=xml&status=closed', { cookie: agentCookie }), params({}));
    expect(other.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await lastAudit()).toMatchObject({ detail: 'csv, 0 rows, filters: status' });
  });
});

describe('the office’s answer to the customer', () => {
  const answerForm = async (id: string, fields: Record<string, string>) =>
    (await routes()).answerCustomer(formPost(`/api/office/submissions/${id}/answer`, fields, { cookie: agentCookie }), params({ id }));

  it('is written to the thread, logged, and the page says so', async () => {
    await setup();
    const { id } = await newSubmission();
    const answer = await answerForm(id, { answer: '  Yes, Monday suits the expert.  ' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/office/submissions/${id}?notice=answered#thread`);
    const detail = await (await office()).store.detail(id);
    expect(detail?.thread).toEqual([expect.objectContaining({ author: 'office', kind: 'answer', body: 'Yes, Monday suits the expert.', actorEmail: AGENT })]);
    expect(await lastAudit()).toMatchObject({ action: 'answer', actor_email: AGENT, submission_id: id });
  });

  it('goes back to the page when the customer wrote after the entry the page showed, for a status change', async () => {
    await setup();
    const { takeCustomerAction } = await import('@/lib/submissions/thread');
    const { hashStatusToken, newStatusToken } = await import('@/lib/submissions/request-status');
    const { id } = await newSubmission();
    const { database } = await submissionStore();
    const token = newStatusToken();
    await database.db
      .insertInto('request_status')
      .values({ submission_id: id, token_hash: hashStatusToken(token), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .execute();
    await takeCustomerAction(database, token, { kind: 'message', body: 'Are you there?' }, { mail: false });
    const change = (threadSeen: string) =>
      routes().then(({ changeStatus }) =>
        changeStatus(
          formPost(`/api/office/submissions/${id}/status`, { from: 'received', status: 'confirmed', note: 'n', threadSeen }, { cookie: agentCookie }),
          params({ id }),
        ),
      );
    expect((await change('0')).headers.get('location')).toBe(`/office/submissions/${id}?error=customerWrote`);
    const seen = String((await (await office()).store.detail(id))!.thread.at(-1)!.id);
    expect((await change(seen)).headers.get('location')).toBe(`/office/submissions/${id}?notice=changed`);
  });

  it('goes back with what was typed when it is empty or too long, writes nothing, and answers 404 for no request', async () => {
    await setup();
    const { readDraft } = await import('./forms');
    const { id } = await newSubmission();
    for (const [text, error] of [
      ['   ', 'answerRequired'],
      ['x'.repeat(2001), 'answerTooLong'],
    ] as const) {
      const answer = await answerForm(id, { answer: text });
      expect(answer.headers.get('location')).toBe(`/office/submissions/${id}?error=${error}#answer`);
      expect(readDraft(answer.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ answer: text });
    }
    expect((await (await office()).store.detail(id))?.thread).toEqual([]);
    expect((await answerForm('no-such-request', { answer: 'Hello' })).status).toBe(404);
    const json = await (await routes()).answerCustomer(
      new Request(`http://localhost:3999/api/office/submissions/${id}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: agentCookie, origin: 'http://localhost:3999' },
        body: '{}',
      }),
      params({ id }),
    );
    expect(json.status).toBe(415);
  });
});

describe('erasure', () => {
  const eraseForm = async (fields: Record<string, string>, cookie = adminCookie) =>
    (await routes()).erase(formPost('/api/office/erasure', fields, { cookie }), params({}));

  it('erases every request of the address when it is typed twice, whatever its case, and logs each', async () => {
    await setup();
    const email = 'erase-me@example.ge';
    const first = await newSubmission(email);
    const second = await newSubmission(email.toUpperCase());
    const kept = await newSubmission('keep-me@example.ge');
    const answer = await eraseForm({ email: ` ${email} `, confirm: ` ${email.toUpperCase()} ` });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/erasure?done=2');
    const { store } = await office();
    expect((await store.detail(first.id))?.erasedAt).not.toBeNull();
    expect((await store.detail(second.id))?.erasedAt).not.toBeNull();
    expect((await store.detail(kept.id))?.erasedAt).toBeNull();
    const rows = (await store.auditPage(1)).rows.slice(0, 2);
    expect(rows.map((row) => [row.action, row.submission_id, row.actor_email, row.detail])).toEqual(
      expect.arrayContaining([
        ['erasure', first.id, ADMIN, '0 thread entries erased'],
        ['erasure', second.id, ADMIN, '0 thread entries erased'],
      ]),
    );
  });

  it('logs an erasure that matched nothing as such', async () => {
    await setup();
    const answer = await eraseForm({ email: 'nobody@example.ge', confirm: 'nobody@example.ge' });
    expect(answer.headers.get('location')).toBe('/office/erasure?done=0');
    expect(await lastAudit()).toMatchObject({ action: 'erasure', actor_email: ADMIN, submission_id: null, detail: 'no request matched' });
  });

  it('goes back with what was typed for an address that is not one, or not typed twice the same', async () => {
    await setup();
    const { readDraft } = await import('./forms');
    const before = await auditCount();
    const invalid = await eraseForm({ email: ' not an address ', confirm: 'not an address' });
    expect(invalid.headers.get('location')).toBe('/office/erasure?error=invalid');
    expect(readDraft(invalid.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ email: 'not an address' });
    const empty = await eraseForm({});
    expect(empty.headers.get('location')).toBe('/office/erasure?error=invalid');
    expect(readDraft(empty.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1])).toEqual({ email: '' });
    expect((await eraseForm({ email: 'a@example.ge', confirm: 'b@example.ge' })).headers.get('location')).toBe('/office/erasure?error=mismatch');
    expect((await eraseForm({ email: 'a@example.ge' })).headers.get('location')).toBe('/office/erasure?error=mismatch');
    expect(await auditCount()).toBe(before);
  });

  it('refuses a body that is not a form', async () => {
    await setup();
    const { erase } = await routes();
    const request = new Request(`${SITE}/api/office/erasure`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SITE, cookie: adminCookie },
      body: 'x',
    });
    const answer = await erase(request, params({}));
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: 'unsupportedForm' });
  });
});

async function userIdOf(email: string): Promise<{ id: string }> {
  const { auth } = await office();
  const found = await (await auth.$context).internalAdapter.findUserByEmail(email);
  return { id: found!.user.id };
}

const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

async function sessionValid(cookie: string): Promise<boolean> {
  const { auth } = await office();
  return (await auth.api.getSession({ headers: new Headers({ cookie }) })) !== null;
}
