/**
 * POST /api/request-status/actions: what a customer does from their status page (write to the
 * office, ask for another time, cancel), and POST /api/request-status/calendar: their meeting as a
 * calendar file ("Add to calendar"). The status token travels in the body, never the URL; the
 * public forms' Origin rule and a rate limit of their own apply.
 *
 * A plain form (posted without JavaScript) is answered with a 303 back to the status page: with
 * `done=<action>` when taken; with `error=<why>` and, in a short-lived cookie, what was typed and
 * which fields were wrong, so nothing is lost. A JSON post gets JSON.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { addressFactsOf, judgeOrigin, type OriginRule, postOrigin } from '@/lib/http/origin';
import { BodyTooLarge, readBody } from '@/lib/http/read-body';
import { FormPostError, MAX_FORM_FIELDS, valuesFromFormFields } from '@/lib/forms/form-post';
import type { ValidationKey } from '@/lib/forms/schemas';
import { DATA_CSP } from '@/lib/security/csp';
import { PRIVATE_ANSWER_HEADERS, securityHeaderRecord } from '@/lib/security/headers';
import type { OpenDatabase } from '@/lib/submissions/database';
import type { RateLimiter } from '@/lib/submissions/rate-limit';
import { hashStatusToken, isStatusTokenShape } from '@/lib/submissions/request-status';
import { CUSTOMER_ACTIONS, type CustomerActionKind, parseCustomerAction } from '@/lib/meetings/customer-actions';
import { translatorFor } from '@/lib/i18n/translator';
import type { SubmissionStore } from '@/lib/submissions/store';
import { invitation } from '@/lib/meetings/invitation';
import { bookedMeeting, customerZone, meetingTimeIn } from '@/lib/meetings/meeting';
import { type ActionRefusal, takeCustomerAction } from './thread';

/** Actions a client may send per minute: more than a person writes, few enough to keep a script from flooding the office. */
export const CUSTOMER_ACTIONS_PER_MINUTE = 10;
/** A message of 2,000 characters in Georgian is 6 kB as UTF-8, about 18 kB form-encoded. */
const MAX_BODY_BYTES = 32 * 1024;

export const STATUS_DRAFT_COOKIE = 'status-draft';
const DRAFT_SECONDS = 300;
/** Browsers keep a cookie of up to 4 kB: a longer draft keeps its short fields and drops the text. */
const DRAFT_MAX_BYTES = 3800;

/** Why an action came back to the page: its fields (see the draft), or the request no longer takes it. */
export type ActionError = 'invalid' | 'rateLimited' | Exclude<ActionRefusal, 'notFound'>;

/**
 * What the status page shows again after an error: the form's fields as typed and what was wrong
 * with them, for the link it was typed on (`link`: the start of its token's hash, never the token).
 */
export type StatusDraft = { action: CustomerActionKind; link: string; values: Record<string, string>; errors: Record<string, ValidationKey> };

/** The start of a token's hash: what ties a draft to its link. */
export function draftLinkOf(token: string): string {
  return hashStatusToken(token).slice(0, 16);
}

type Deps = {
  database: () => Promise<OpenDatabase>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  https: boolean;
  originRule: OriginRule;
  mail: boolean;
};

export function statusPageLocation(locale: Locale, token: string, query: Record<string, string>): string {
  return `${localizedPath('/request_status', locale)}?${new URLSearchParams({ token, ...query })}`;
}

/** The draft's cookie, for the status page's path only; a draft too long for a cookie keeps its short fields. */
export function draftCookieOf(draft: StatusDraft, path: string, https: boolean): string {
  const short = Object.fromEntries(Object.entries(draft.values).map(([name, value]) => [name, name === 'body' ? value : value.slice(0, 100)]));
  let value = Buffer.from(JSON.stringify({ ...draft, values: short })).toString('base64url');
  if (value.length > DRAFT_MAX_BYTES) value = Buffer.from(JSON.stringify({ ...draft, values: { ...short, body: '' } })).toString('base64url');
  return `${STATUS_DRAFT_COOKIE}=${value}; Path=${path}; Max-Age=${DRAFT_SECONDS}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
}

/** The draft a cookie holds for this link's page; none for another link's, or anything else. */
export function readStatusDraft(cookie: string | undefined, token: string): StatusDraft | undefined {
  if (!cookie) return undefined;
  try {
    const draft = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as StatusDraft;
    const valid = (CUSTOMER_ACTIONS as readonly unknown[]).includes(draft.action) && typeof draft.values === 'object' && typeof draft.errors === 'object';
    return valid && draft.link === draftLinkOf(token) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A proposal's errors by the rows of the page's form: a row left blank is no slot, so the slots the
 * schema numbers are the filled rows (`timeSlots.0` may be the second row); the one zone for all
 * is the form's `timeZone`.
 */
export function formErrorsOf(errors: Record<string, ValidationKey>, fields: Record<string, string>): Record<string, ValidationKey> {
  const rows = new Set(Object.keys(fields).flatMap((name) => /^timeSlots\.(\d+)\.(date|from|to)$/.exec(name)?.[1] ?? []));
  const filled = [...rows]
    .map(Number)
    .filter((row) => ['date', 'from', 'to'].some((part) => fields[`timeSlots.${row}.${part}`]?.trim()))
    .sort((a, b) => a - b);
  return Object.fromEntries(
    Object.entries(errors).map(([name, key]) => {
      const slot = /^timeSlots\.(\d+)\.(\w+)$/.exec(name);
      if (!slot) return [name, key];
      if (slot[2] === 'timeZone' && fields.timeZone !== undefined) return ['timeZone', key];
      return [`timeSlots.${filled[Number(slot[1])] ?? slot[1]}.${slot[2]}`, key];
    }),
  );
}

type Read = { form: boolean; fields: Record<string, string>; values: Record<string, unknown> };

/** The body as fields (a plain form's names, `timeSlots.0.date`) and as the values the schema checks. */
async function readAction(request: Request): Promise<Read | 'unsupported' | 'tooLarge' | 'malformed'> {
  // Stryker disable next-line StringLiteral: no header and any text that is no media type are refused alike
  const contentType = request.headers.get('content-type') ?? '';
  const form = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);
  if (!form && !/^application\/json\s*(;|$)/i.test(contentType)) return 'unsupported';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return 'tooLarge';
    return 'malformed';
  }
  if (form) {
    const params = new URLSearchParams(text);
    if ([...params.keys()].length > MAX_FORM_FIELDS) return 'malformed';
    try {
      return { form, fields: Object.fromEntries(params), values: valuesFromFormFields(params).values };
    } catch (error) {
      if (error instanceof FormPostError) return 'malformed';
      throw error;
    }
  }
  try {
    const values = JSON.parse(text) as unknown;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return 'malformed';
    return { form, fields: {}, values: values as Record<string, unknown> };
  } catch {
    return 'malformed';
  }
}

/** The endpoints' private answers: JSON, and what they share before they look at a post (its Origin, its body). */
function answersOf(deps: { https: boolean; originRule: OriginRule }) {
  const headers = { ...securityHeaderRecord({ https: deps.https, csp: DATA_CSP }), ...PRIVATE_ANSWER_HEADERS, 'Cache-Control': 'no-store' };
  const json = (status: number, body: object, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json', ...extra } });
  /** The post's fields, or the refusal of another site's page, another media type, a body too large or malformed. */
  const admit = async (request: Request): Promise<Read | Response> => {
    if (!judgeOrigin(postOrigin(request.headers), addressFactsOf(request), deps.originRule).allowed) return json(403, { error: 'forbiddenOrigin' });
    const read = await readAction(request);
    if (read === 'unsupported') return json(415, { error: 'unsupportedMediaType', accepted: ['application/x-www-form-urlencoded', 'application/json'] });
    if (read === 'tooLarge') return json(413, { error: 'tooLarge', limitBytes: MAX_BODY_BYTES });
    if (read === 'malformed') return json(400, { error: 'malformed' });
    return read;
  };
  return { headers, json, admit };
}

export function createCustomerActionHandler(deps: Deps): (request: Request) => Promise<Response> {
  const { headers, json, admit } = answersOf(deps);
  const seeOther = (location: string, cookie?: string) => {
    const answer = new Headers({ ...headers, Location: location });
    if (cookie) answer.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers: answer });
  };

  return async (request) => {
    const read = await admit(request);
    if (read instanceof Response) return read;
    const { token, locale: asked, ...values } = read.values;
    if (!isStatusTokenShape(token)) return json(404, { error: 'notFound' });
    const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    const action = (CUSTOMER_ACTIONS as readonly unknown[]).includes(values.action) ? (values.action as CustomerActionKind) : 'message';
    const { token: _token, locale: _locale, ...typed } = read.fields;
    const back = (error: ActionError, errors: Record<string, ValidationKey> = {}) =>
      seeOther(
        `${statusPageLocation(locale, token, { error, action })}#${action}`,
        draftCookieOf(
          { action, link: draftLinkOf(token), values: typed, errors: formErrorsOf(errors, typed) },
          localizedPath('/request_status', locale),
          deps.https,
        ),
      );

    const rate = deps.rateLimiter.take(clientKey(clientParts(request.headers), deps.trustProxy));
    if (!rate.allowed) {
      if (read.form) return back('rateLimited');
      return json(429, { error: 'rateLimited', retryAfterSeconds: rate.retryAfterSeconds }, { 'Retry-After': String(rate.retryAfterSeconds) });
    }
    const parsed = parseCustomerAction(values);
    if (!parsed.ok) return read.form ? back('invalid', parsed.errors) : json(422, { error: 'invalid', errors: parsed.errors });
    const taken = await takeCustomerAction(await deps.database(), token, parsed.action, { mail: deps.mail });
    if (taken.outcome === 'notFound') return read.form ? seeOther(statusPageLocation(locale, token, {})) : json(404, { error: 'notFound' });
    if (taken.outcome !== 'done') return read.form ? back(taken.outcome) : json(409, { error: taken.outcome });
    return read.form ? seeOther(`${statusPageLocation(locale, token, { done: parsed.action.kind })}#thread`) : json(201, { done: parsed.action.kind });
  };
}

type CalendarDeps = {
  store: () => Promise<SubmissionStore>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  https: boolean;
  originRule: OriginRule;
  /** The office's sending address: the invitation's organizer and its UID's domain, as in the mails. */
  from: string;
};

/**
 * "Add to calendar": the request's meeting as it stands, as the file its invitations carry (the
 * same UID and SEQUENCE, so a calendar that has it already updates it), for a status token in the
 * body. 404 when the link is unknown or no meeting is booked.
 */
export function createCalendarHandler(deps: CalendarDeps): (request: Request) => Promise<Response> {
  const { headers, json, admit } = answersOf(deps);
  return async (request) => {
    const read = await admit(request);
    if (read instanceof Response) return read;
    const rate = deps.rateLimiter.take(clientKey(clientParts(request.headers), deps.trustProxy));
    if (!rate.allowed) return json(429, { error: 'rateLimited', retryAfterSeconds: rate.retryAfterSeconds }, { 'Retry-After': String(rate.retryAfterSeconds) });
    const { token, locale: asked } = read.values;
    const view = isStatusTokenShape(token) ? await (await deps.store()).requestStatus(token, new Date()) : undefined;
    const meeting = view && bookedMeeting(view);
    if (!view || !meeting) return json(404, { error: 'notFound' });
    const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    const t = await translatorFor(locale);
    const reference = view.reference ?? '';
    const when = meetingTimeIn(meeting, customerZone(view.payload, meeting.timeZone), locale);
    const file = invitation({
      submissionId: view.id,
      meeting,
      method: 'PUBLISH',
      from: deps.from,
      attendee: null,
      title: t('Mail.invitationTitle', { reference }),
      description: t('Mail.invitationText', { when, link: meeting.videoLink, reference }),
    });
    return new Response(file, {
      headers: {
        ...headers,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="meeting-${reference || 'request'}.ics"`,
      },
    });
  };
}
