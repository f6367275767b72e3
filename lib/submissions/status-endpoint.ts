/**
 * POST /api/request-status: the request a private status link names, as JSON, in the language the
 * page asks for. The token travels in the body, not the URL, so it reaches no access log. An
 * unknown, malformed and expired token get the same 404, so the answer never tells whether a
 * request ever existed; a client that keeps guessing is slowed by the rate limit.
 */

import type { ContentData } from '@/lib/content';
import { requestTargetName } from '@/lib/content/request-target';
import { bookedMeeting, customerZone, meetingTimeIn } from '@/lib/meetings/meeting';
import { instantIn, slotIn } from '@/lib/forms/slot-text';
import { isValidTimeZone, type TimeSlot } from '@/lib/forms/schemas';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { BodyTooLarge, readBody } from '@/lib/http/read-body';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { DATA_CSP } from '@/lib/security/csp';
import { PRIVATE_ANSWER_HEADERS, securityHeaderRecord } from '@/lib/security/headers';
import type { RateLimiter } from './rate-limit';
import { isStatusTokenShape, type RequestStatus } from './request-status';
import type { StatusView, SubmissionStore } from './store';
import type { CustomerActionKind } from '@/lib/meetings/customer-actions';
import { allowedActions, type ThreadKind } from '@/lib/submissions/thread';

/** Lookups a client may make per minute: plenty for a person, nothing for a guesser of 256-bit tokens. */
export const STATUS_LOOKUPS_PER_MINUTE = 30;
const MAX_BODY_BYTES = 1024;

/**
 * What the status page shows. Times come written out in the page's language and the visitor's
 * zone: the server's ICU knows every language's dates, a browser's may not (Georgian, Kazakh).
 */
export type StatusAnswer = {
  reference: string | null;
  kind: string;
  received: string;
  /** The expert's name or the service's title in the asked language; null for messages. */
  target: string | null;
  /** Each slot in the customer's own zone, as they chose it, with the zone named. */
  slots: string[];
  status: RequestStatus;
  statusSince: string;
  /**
   * Each change since it was received, oldest first, with its date; never the office's notes,
   * only what it wrote to the customer. A booking names its time in the customer's zone.
   */
  steps: { status: RequestStatus; at: string; paymentLink: string | null; meeting: string | null; reason: string | null; message: string | null }[];
  /** The meeting booked, while the request waits for it: its time in the customer's zone and how to join. */
  meeting: { when: string; videoLink: string } | null;
  /** The details were erased on the person's request: only the status is left to show. */
  erased: boolean;
  /** What the customer wrote from the page and the office's answers, oldest first: a proposal's slots written out, a cancellation's reason. */
  thread: { author: 'customer' | 'office'; kind: ThreadKind; at: string; body: string | null; slots: string[]; reason: string | null }[];
  /** What the customer may do now (none once the request was erased or has ended). */
  actions: CustomerActionKind[];
};

/** A request as its status page shows it, with times in `zone` and words in `locale`. */
export function statusAnswerOf(view: StatusView, { zone, locale, content }: { zone: string; locale: Locale; content: ContentData }): StatusAnswer {
  const { payload } = view;
  const slotText = (slot: TimeSlot) => `${slotIn(slot, slot.timeZone, locale)} (${slot.timeZone})`;
  const slots = Array.isArray(payload.timeSlots) ? (payload.timeSlots as TimeSlot[]) : [];
  const booked = bookedMeeting(view);
  return {
    reference: view.reference,
    kind: view.kind,
    received: instantIn(view.createdAt, zone, locale),
    target: requestTargetName(payload, content, locale) ?? null,
    slots: slots.map(slotText),
    status: view.status,
    statusSince: instantIn(view.statusAt, zone, locale),
    steps: view.steps.map((step) => ({
      status: step.status,
      at: instantIn(step.at, zone, locale),
      paymentLink: step.paymentLink,
      meeting: step.meeting && meetingTimeIn(step.meeting, customerZone(payload, step.meeting.timeZone), locale),
      reason: step.reason,
      message: step.customerNote,
    })),
    meeting: booked && { when: meetingTimeIn(booked, customerZone(payload, booked.timeZone), locale), videoLink: booked.videoLink },
    erased: view.erased,
    thread: view.thread.map((entry) => ({
      author: entry.author,
      kind: entry.kind,
      at: instantIn(entry.at, zone, locale),
      body: entry.body,
      slots: (entry.slots ?? []).map(slotText),
      reason: entry.reason,
    })),
    actions: allowedActions(view),
  };
}

type Deps = { store: () => Promise<SubmissionStore>; rateLimiter: RateLimiter; trustProxy: boolean; https: boolean; content: ContentData };

export function createStatusHandler(deps: Deps): (request: Request) => Promise<Response> {
  const headers = {
    ...securityHeaderRecord({ https: deps.https, csp: DATA_CSP }),
    ...PRIVATE_ANSWER_HEADERS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  };
  const json = (status: number, body: object, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } });

  return async (request) => {
    // Stryker disable next-line StringLiteral: no header and any text that is no media type are refused alike
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
      return json(415, { error: 'unsupportedMediaType', accepted: ['application/json'] });
    const rate = deps.rateLimiter.take(clientKey(clientParts(request.headers), deps.trustProxy));
    if (!rate.allowed) return json(429, { error: 'rateLimited', retryAfterSeconds: rate.retryAfterSeconds }, { 'Retry-After': String(rate.retryAfterSeconds) });
    let body: { token?: unknown; locale?: unknown; timeZone?: unknown };
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, MAX_BODY_BYTES))) as typeof body;
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(413, { error: 'tooLarge', limitBytes: MAX_BODY_BYTES });
      return json(400, { error: 'malformed' });
    }
    if (typeof body !== 'object' || body === null) return json(400, { error: 'malformed' });
    const locale: Locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
    const view = isStatusTokenShape(body.token) ? await (await deps.store()).requestStatus(body.token, new Date()) : undefined;
    if (!view) return json(404, { error: 'notFound' });
    const zone =
      typeof body.timeZone === 'string' &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator: no zone Intl knows has 64 characters or more (the longest, 32), so isValidTimeZone refuses such a text as well; the bound spares it long text
      body.timeZone.length <= 64 &&
      isValidTimeZone(body.timeZone)
        ? body.timeZone
        : 'UTC';
    const answer = statusAnswerOf(view, { zone, locale, content: deps.content });
    return json(200, answer);
  };
}
