/**
 * The office's routes (app/api/office/…): sign-in and sign-out, setting a password, status
 * changes, files, exports and erasure. Every state-changing one first applies the public forms'
 * Origin rule (403), then asks for a session (401, or a redirect to sign-in for a page's form)
 * and a role that may do it (403); everything done is written to the audit log.
 */

import { getConfig } from '@/lib/config';
import { isEmailAddress } from '@/lib/forms/email';
import { toCsv, toJson } from '@/lib/submissions/export';
import { isRequestStatus } from '@/lib/submissions/request-status';
import { MIN_PASSWORD_LENGTH } from './auth';
import { draftCookie, readForm, refusal, safeNext, seeOther } from './forms';
import { filterParams, parseFilters } from './inbox-filters';
import { audit, clientOf, getOffice, originAllowed } from './office';
import { OFFICE_PRIVATE_HEADERS, SET_PASSWORD_PATH, SIGN_IN_PATH } from './paths';
import type { Permission } from './roles';
import { authorize, type Staff } from './staff';
import { parseStatusChange } from './status-change';
import { CUSTOMER_MESSAGE_MAX } from '@/lib/meetings/customer-actions';

/**
 * better-auth's refusal (a wrong password, a used link): an APIError, recognised by its name,
 * since each route's bundle has its own copy of the class, and the one shared auth instance
 * throws the copy of whichever route made it.
 */
function isAuthRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'APIError';
}

type Handler = (request: Request, staff: Staff, params: Record<string, string>) => Promise<Response>;

/** A route for staff with `permission`; `changes`: a state-changing one, under the Origin rule. */
function staffRoute(permission: Permission, handler: Handler, { changes }: { changes: boolean }) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }) => {
    if (changes && !originAllowed(request)) return refusal(403, 'forbiddenOrigin');
    const verdict = await authorize(request.headers, permission);
    if ('refused' in verdict) {
      // A page's form whose session has ended goes back to sign-in; anything else is told 401.
      if (verdict.refused === 401 && changes) return seeOther(`${SIGN_IN_PATH}?notice=expired`);
      return refusal(verdict.refused, verdict.refused === 401 ? 'signInRequired' : 'forbidden');
    }
    return handler(request, verdict.staff, await context.params);
  };
}

export async function signIn(request: Request): Promise<Response> {
  if (!originAllowed(request)) return refusal(403, 'forbiddenOrigin');
  const form = await readForm(request);
  if (!form) return refusal(415, 'unsupportedForm');
  const { auth, throttle, store } = await getOffice();
  const { https } = getConfig();
  const email = (form.email ?? '').trim().slice(0, 254);
  const next = safeNext(form.next);
  const client = clientOf(request.headers);
  const back = (error: string, extra: Record<string, string> = {}) =>
    seeOther(`${SIGN_IN_PATH}?${new URLSearchParams({ error, ...extra, ...(next !== '/office' ? { next } : {}) })}`, [draftCookie({ email }, https)]);
  const verdict = throttle.check(email, client.ip);
  if (!verdict.allowed) {
    await store.audit({ action: 'sign_in_failed', detail: 'throttled', ...(await accountOf(email)), ...client });
    return back('throttled', { retry: String(verdict.retryAfterSeconds) });
  }
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: form.password ?? '', rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    throttle.succeed(email);
    return seeOther(next, headers.getSetCookie());
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    throttle.fail(email, client.ip);
    // The log names the account only when there is one: a mistyped address may be anybody's.
    await store.audit({ action: 'sign_in_failed', detail: 'wrong e-mail or password', ...(await accountOf(email)), ...client });
    return back('failed');
  }
}

async function accountOf(email: string): Promise<{ actorId?: string; actorEmail?: string }> {
  const { auth } = await getOffice();
  // Stryker disable next-line MethodExpression: findUserByEmail lowers the address itself, so the case given here changes nothing
  const found = email ? await (await auth.$context).internalAdapter.findUserByEmail(email.toLowerCase()) : null;
  return found ? { actorId: found.user.id, actorEmail: found.user.email } : {};
}

export const signOut = staffRoute(
  'read',
  async (request, staff) => {
    const { auth } = await getOffice();
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    await audit(request, { action: 'sign_out', actorId: staff.id, actorEmail: staff.email });
    return seeOther(`${SIGN_IN_PATH}?notice=signedOut`, headers.getSetCookie());
  },
  { changes: true },
);

export const signOutEverywhere = staffRoute(
  'read',
  async (request, staff) => {
    const { auth } = await getOffice();
    await (await auth.$context).internalAdapter.deleteUserSessions(staff.id);
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    await audit(request, { action: 'sign_out_everywhere', actorId: staff.id, actorEmail: staff.email });
    return seeOther(`${SIGN_IN_PATH}?notice=signedOut`, headers.getSetCookie());
  },
  { changes: true },
);

export async function setPassword(request: Request): Promise<Response> {
  if (!originAllowed(request)) return refusal(403, 'forbiddenOrigin');
  const form = await readForm(request);
  if (!form) return refusal(415, 'unsupportedForm');
  const token = form.token ?? '';
  const password = form.password ?? '';
  const back = (error: string) => seeOther(`${SET_PASSWORD_PATH}?${new URLSearchParams({ token, error })}`);
  if (password.length < MIN_PASSWORD_LENGTH) return back('tooShort');
  if (password !== form.confirm) return back('mismatch');
  const { auth } = await getOffice();
  const context = await auth.$context;
  const verification = token ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    return back('invalidLink');
  }
  const user = verification ? await context.internalAdapter.findUserById(verification.value) : null;
  // Stryker disable next-line OptionalChaining: a reset that worked had the link's verification, and accounts are never deleted, so the user is there (the `?.` is for the type)
  await audit(request, { action: 'password_set', actorId: user?.id, actorEmail: user?.email });
  return seeOther(`${SIGN_IN_PATH}?notice=passwordSet`);
}

/** The last entry of the customer's thread the page showed (its forms' hidden `threadSeen`); undefined when not sent. */
function threadSeen(form: Record<string, string>): number | undefined {
  const seen = Number(form.threadSeen);
  return form.threadSeen !== undefined && Number.isInteger(seen) && seen >= 0 ? seen : undefined;
}

/** What a status change's form keeps for the person after an error (all but the hidden `from`). */
const DRAFT_FIELDS = [
  'status',
  'note',
  'paymentLink',
  'customerNote',
  'reason',
  'silent',
  'slot',
  'meetingDate',
  'meetingFrom',
  'meetingTo',
  'meetingZone',
  'videoLink',
] as const;

export const changeStatus = staffRoute(
  'changeStatus',
  async (request, staff, { id = '' }) => {
    const form = await readForm(request);
    if (!form) return refusal(415, 'unsupportedForm');
    const { store } = await getOffice();
    const page = `/office/submissions/${encodeURIComponent(id)}`;
    // Stryker disable next-line StringLiteral: a missing `from` only has to be no status; any such text goes back with the same error
    const from = form.from ?? '';
    const back = (error: string) =>
      seeOther(`${page}?error=${error}`, [draftCookie(Object.fromEntries(DRAFT_FIELDS.map((name) => [name, form[name] ?? ''])), getConfig().https)]);
    if (!isRequestStatus(from)) return back('status');
    const parsed = parseStatusChange(form, from, { slots: await store.timeSlots(id) });
    if (!parsed.ok) return back(parsed.error);
    const outcome = await store.changeStatus(id, from, parsed.change, staff.id, { mail: Boolean(getConfig().mail), seen: threadSeen(form) });
    if (outcome === 'notFound') return refusal(404, 'notFound');
    if (outcome === 'stale' || outcome === 'customerWrote') return back(outcome);
    await audit(request, {
      action: 'status_change',
      actorId: staff.id,
      actorEmail: staff.email,
      submissionId: id,
      detail: `${from} → ${parsed.change.status}`,
    });
    return seeOther(`${page}?notice=changed`);
  },
  { changes: true },
);

/** The office's answer to what the customer wrote: 1 to 2,000 characters, mailed to them and shown on their status page. */
export const answerCustomer = staffRoute(
  'changeStatus',
  async (request, staff, { id = '' }) => {
    const form = await readForm(request);
    if (!form) return refusal(415, 'unsupportedForm');
    const page = `/office/submissions/${encodeURIComponent(id)}`;
    // Stryker disable next-line StringLiteral: a missing answer only has to be empty, and any such text goes back with the same error
    const body = (form.answer ?? '').trim();
    if (!body || body.length > CUSTOMER_MESSAGE_MAX)
      return seeOther(`${page}?error=${body ? 'answerTooLong' : 'answerRequired'}#answer`, [draftCookie({ answer: form.answer ?? '' }, getConfig().https)]);
    const { store } = await getOffice();
    const messageId = await store.answer(id, body, staff.id, { mail: Boolean(getConfig().mail), seen: threadSeen(form) });
    if (messageId === undefined) return refusal(404, 'notFound');
    if (messageId === 'erased') return refusal(409, 'erased');
    await audit(request, { action: 'answer', actorId: staff.id, actorEmail: staff.email, submissionId: id, detail: `thread entry ${messageId}` });
    return seeOther(`${page}?notice=answered#thread`);
  },
  { changes: true },
);

/** A stored file, only ever as a download: never rendered, whatever its name or type says. */
export const downloadAttachment = staffRoute(
  'read',
  // Stryker disable next-line StringLiteral: Next always gives both segments of this route; a missing one only has to be no generated id, any such text answers 404
  async (request, staff, { id = '', attachmentId = '' }) => {
    const { store } = await getOffice();
    const file = await store.attachment(id, attachmentId);
    if (!file) return refusal(404, 'notFound');
    await audit(request, { action: 'download', actorId: staff.id, actorEmail: staff.email, submissionId: id });
    return new Response(request.method === 'HEAD' ? null : Buffer.from(file.data), {
      headers: {
        ...OFFICE_PRIVATE_HEADERS,
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': contentDisposition(file.filename),
        'Content-Length': String(file.data.byteLength),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  },
  // Stryker disable next-line ObjectLiteral: without `changes` it is undefined, which staffRoute reads as false
  { changes: false },
);

/** `attachment` with an ASCII fallback name and the real one in RFC 5987's form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\;]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const exportSubmissions = staffRoute(
  'export',
  async (request, staff) => {
    const url = new URL(request.url);
    const format = url.searchParams.get('format') === 'json' ? 'json' : 'csv';
    const filters = parseFilters(url.searchParams);
    const { store } = await getOffice();
    const submissions = await store.exportList(filters);
    // The filters' names only: a search may be a customer's name or address.
    const used = [...filterParams({ ...filters, q: filters.q ? 'search' : undefined }).keys()].join(', ') || 'none';
    await audit(request, { action: 'export', actorId: staff.id, actorEmail: staff.email, detail: `${format}, ${submissions.length} rows, filters: ${used}` });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(format === 'csv' ? toCsv(submissions) : toJson(submissions), {
      headers: {
        ...OFFICE_PRIVATE_HEADERS,
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="submissions-${day}.${format}"`,
      },
    });
  },
  // Stryker disable next-line ObjectLiteral: without `changes` it is undefined, which staffRoute reads as false
  { changes: false },
);

export const erase = staffRoute(
  'erase',
  async (request, staff) => {
    const form = await readForm(request);
    if (!form) return refusal(415, 'unsupportedForm');
    const email = (form.email ?? '').trim();
    const back = (error: string) => seeOther(`/office/erasure?error=${error}`, [draftCookie({ email }, getConfig().https)]);
    if (!isEmailAddress(email)) return back('invalid');
    // Stryker disable next-line StringLiteral: a missing confirmation only has to differ from the address, and any text that is no address does (the address passed isEmailAddress)
    const confirm = (form.confirm ?? '').trim();
    if (email.toLowerCase() !== confirm.toLowerCase()) return back('mismatch');
    const { store } = await getOffice();
    const erased = await store.erase(email);
    for (const { id: submissionId, messages } of erased)
      await audit(request, { action: 'erasure', actorId: staff.id, actorEmail: staff.email, submissionId, detail: `${messages} thread entries erased` });
    if (erased.length === 0) await audit(request, { action: 'erasure', actorId: staff.id, actorEmail: staff.email, detail: 'no request matched' });
    return seeOther(`/office/erasure?done=${erased.length}`);
  },
  { changes: true },
);
