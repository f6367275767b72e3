/**
 * One POST of a form to the API, from raw request to stored row. Every answer to bad input is a
 * 4xx; a busy database is a 503 with Retry-After; only another storage failure is a 500, logged
 * with its real cause.
 *
 * Two kinds of client post here. The forms' script sends JSON (or multipart: the JSON in `data`
 * and the file) and reads JSON back. A form sent without script (JavaScript off, or its code never
 * arrived) posts its fields as `application/x-www-form-urlencoded` or multipart; it is read with
 * the same mapping the script uses (lib/forms/form-post.ts), judged by the same schema, honeypot,
 * rate limit and Origin rule, and a client that asked for HTML gets a page in its language
 * (form-answer.ts) instead of JSON.
 */

import { randomUUID } from 'node:crypto';
import Negotiator from 'negotiator';
import { BodyTooLarge, readBody } from '@/lib/http/read-body';
import { FormPostError, MAX_FORM_FIELDS, valuesFromFormFields } from '@/lib/forms/form-post';
import { FORM_SCHEMAS, fieldErrors, type SubmissionKind, type ValidationKey } from '@/lib/forms/schemas';
import { hasForbiddenCharacters } from '@/lib/forms/text';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { addressFactsOf, judgeOrigin, refusalLogger } from '@/lib/http/origin';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MAX_ATTACHMENT_BYTES, detectAttachmentType, safeFilename } from './attachments';
import { isBusyError } from './database';
import type { FormOutcome } from './form-answer';
import { MultipartError, parseMultipart, type MultipartForm } from './multipart';
import { newReference } from './reference';
import type { RateLimiter } from './rate-limit';
import { sha256, type InsertResult, type NewAttachment, type SubmissionStore } from './store';

export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_MULTIPART_BYTES = MAX_ATTACHMENT_BYTES + 256 * 1024;
/** When a client should try again after a 503 (the database was busy for the whole wait). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** What the answer page of a form post needs besides the outcome: the request (its Referer) and the form's language, when known. */
export type FormAnswerRenderer = (input: {
  kind: SubmissionKind;
  status: number;
  outcome: FormOutcome;
  request: Request;
  locale: Locale | undefined;
}) => Promise<Response>;

export type HandlerDeps = {
  store: () => Promise<SubmissionStore>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** SITE_URL: its origin may post, and the log names it when another is refused. */
  siteUrl: string;
  /** ALLOWED_ORIGINS: further origins whose pages may post. */
  allowedOrigins: readonly string[];
  knownExperts: ReadonlySet<string>;
  knownServices: ReadonlySet<string>;
  /** The HTML answer to a form post that asked for a page; without one, such posts get JSON too. */
  formAnswer?: FormAnswerRenderer;
  log?: (line: Record<string, unknown>) => void;
};

export type ErrorCode =
  | 'malformed'
  | 'forbiddenOrigin'
  | 'idempotencyConflict'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'validation'
  | 'rateLimited'
  | 'busy'
  | 'server';

/** One answer, before it is written as JSON or as a page. */
type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const failure = (status: number, error: ErrorCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Answer => ({
  status,
  body: { error, ...extra },
  headers,
});
const invalid = (fields: Record<string, ValidationKey>): Answer => ({ status: 422, body: { error: 'validation', fields } });

/** What an answer means to a visitor who sent a form without script. */
function outcomeOf(answer: Answer, wasMultipart: boolean): FormOutcome {
  const body = answer.body as { reference?: string; fields?: Record<string, ValidationKey>; retryAfterSeconds?: number };
  // Every 201 carries its reference.
  if (answer.status === 201) return { type: 'sent', reference: body.reference! };
  if (answer.status === 422) return { type: 'invalid', fields: body.fields ?? {} };
  if (answer.status === 413 && wasMultipart) return { type: 'invalid', fields: { attachment: 'attachmentTooLarge' } };
  if (answer.status === 429) return { type: 'rateLimited', retryAfterSeconds: body.retryAfterSeconds ?? 60 };
  if (answer.status === 503) return { type: 'busy' };
  if (answer.status >= 500) return { type: 'failed' };
  return { type: 'refused' };
}

/** Whether the client would rather read a page than JSON: a browser's form navigation. */
function asksForHtml(request: Request): boolean {
  // Without an Accept header, anything is acceptable: JSON, the first offered.
  const accept = request.headers.get('accept') ?? undefined;
  return new Negotiator({ headers: { accept } }).mediaType(['application/json', 'text/html']) === 'text/html';
}

/** An error's message, code and causes, for the log: the real reason, never personal data. */
export function describeError(error: unknown): Record<string, unknown> {
  const chain: string[] = [];
  let code: unknown;
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    chain.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    code ??= (cause as { code?: unknown }).code;
  }
  return { error: chain.join(' <- '), ...(code === undefined ? {} : { code }) };
}

/**
 * The request as text for its hash, the same for the same content. Only the hash is kept, and only
 * compared with a resend's, hashed the same way: what matters is that different content gives
 * different text. Validated objects already come with their keys in the schema's order.
 */
// Stryker disable StringLiteral,MethodExpression,BlockStatement: the text is only hashed and compared with a resend's, hashed alike; each item is quoted or braced and each entry starts with its quoted key, so any separator keeps them apart, the schema already fixed the keys' order, and an array left to the object's writing is as distinct and as stable
function stableStringify(value: unknown): string {
  // Stryker disable next-line ConditionalExpression: an array left to the object's writing (its indexes as keys) is as distinct and as stable, and the schema fixes where arrays stand
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
// Stryker restore StringLiteral,MethodExpression,BlockStatement

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type Parsed = { fields: unknown; attachment?: NewAttachment; formKey?: string | undefined; isForm: boolean } | { answer: Answer };

export function createSubmissionHandler(kind: SubmissionKind, deps: HandlerDeps) {
  const schema = FORM_SCHEMAS[kind];
  const log = deps.log ?? ((line) => console.info(JSON.stringify(line)));
  const acceptsAttachment = kind === 'meeting' || kind === 'service';
  const originRule = { siteOrigin: new URL(deps.siteUrl).origin, allowedOrigins: deps.allowedOrigins, trustProxy: deps.trustProxy };
  const tellRefusal = refusalLogger(deps.siteUrl, (line) => log({ ...line, kind }));

  /** A multipart body: the script's (`data` JSON and a file) or a plain form's fields. */
  async function readMultipart(contentType: string, body: Uint8Array): Promise<Parsed> {
    let form: MultipartForm;
    try {
      form = await parseMultipart(contentType, body, { fileBytes: MAX_ATTACHMENT_BYTES, fieldBytes: MAX_JSON_BYTES, files: 1, fields: MAX_FORM_FIELDS });
    } catch (error) {
      if (error instanceof MultipartError && error.reason === 'fileTooLarge') return { answer: failure(413, 'tooLarge', { limitBytes: MAX_ATTACHMENT_BYTES }) };
      // Stryker disable next-line ObjectLiteral: no answer and no fields is refused by the caller with this same 400
      return { answer: failure(400, 'malformed') };
    }
    // A file input left empty is posted as a part with no name and no bytes: no file.
    const file = form.files.find((candidate) => candidate.filename !== '' || candidate.data.byteLength > 0);
    // Stryker disable next-line ObjectLiteral: no answer and no fields is refused by the caller with this same 400
    if (file && (!acceptsAttachment || file.field !== 'attachment')) return { answer: failure(400, 'malformed') };
    const data = form.fields.get('data');
    let fields: unknown;
    let formKey: string | undefined;
    const isForm = data === undefined;
    if (isForm) {
      try {
        ({ values: fields, idempotencyKey: formKey } = valuesFromFormFields(form.fields));
      } catch (error) {
        // Stryker disable next-line ConditionalExpression: valuesFromFormFields throws nothing but FormPostError
        if (error instanceof FormPostError) return { answer: failure(400, 'malformed', { detail: error.field }) };
        throw error;
      }
    } else {
      // Stryker disable next-line ObjectLiteral: no answer and no fields is refused by the caller with this same 400
      if (form.fields.size !== 1) return { answer: failure(400, 'malformed') };
      try {
        fields = JSON.parse(data);
      } catch {
        // Stryker disable next-line ObjectLiteral: no answer and no fields is refused by the caller with this same 400
        return { answer: failure(400, 'malformed') };
      }
    }
    if (!file) return { fields, formKey, isForm };
    if (hasForbiddenCharacters(file.filename)) return { answer: invalid({ attachment: 'invalidCharacters' }) };
    const filename = safeFilename(file.filename);
    const detected = await detectAttachmentType(file.data, filename);
    if (!detected) return { answer: invalid({ attachment: 'attachmentType' }) };
    return { fields, formKey, isForm, attachment: { filename, contentType: detected, data: file.data } };
  }

  /** From raw request to an answer, and the form's language once its fields are read. */
  async function answer(request: Request, form: { locale?: Locale; multipart?: boolean }): Promise<Answer> {
    const verdict = judgeOrigin(request.headers.get('origin'), addressFactsOf(request), originRule);
    if (!verdict.allowed) {
      tellRefusal(verdict);
      return failure(403, 'forbiddenOrigin');
    }

    // The media type is matched without regard to case, but the header is parsed as it was sent:
    // a multipart boundary is case-sensitive, and browsers' boundaries have capitals.
    // Stryker disable next-line StringLiteral: no header and any text that is no media type are refused alike
    const contentType = request.headers.get('content-type') ?? '';
    const isJson = /^application\/json\s*(;|$)/i.test(contentType);
    const isMultipart = /^multipart\/form-data\s*;/i.test(contentType);
    const isUrlEncoded = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);
    form.multipart = isMultipart;
    if (!isJson && !isMultipart && !isUrlEncoded)
      return failure(415, 'unsupportedMediaType', { accepted: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'] });

    const limit = isMultipart ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES;
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > limit) return failure(413, 'tooLarge', { limitBytes: limit });

    const rate = deps.rateLimiter.take(clientKey(clientParts(request.headers), deps.trustProxy));
    if (!rate.allowed) return failure(429, 'rateLimited', { retryAfterSeconds: rate.retryAfterSeconds }, { 'Retry-After': String(rate.retryAfterSeconds) });

    const headerKey = request.headers.get('idempotency-key');
    // Stryker disable next-line ConditionalExpression: test(null) tests the text "null", which is a key, so a post without the header passes as before (the check is for the type)
    if (headerKey !== null && !IDEMPOTENCY_KEY.test(headerKey)) return failure(400, 'malformed', { detail: 'Idempotency-Key' });

    let body: Uint8Array;
    try {
      body = await readBody(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) return failure(413, 'tooLarge', { limitBytes: limit });
      return failure(400, 'malformed');
    }

    let parsed: Parsed;
    if (isJson) {
      try {
        parsed = { fields: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)), isForm: false };
      } catch {
        return failure(400, 'malformed');
      }
    } else if (isUrlEncoded) {
      try {
        const { values, idempotencyKey } = valuesFromFormFields(new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body)));
        parsed = { fields: values, formKey: idempotencyKey, isForm: true };
      } catch (error) {
        // Stryker disable next-line ConditionalExpression: the only other error here, the decoder's TypeError, has no field, and the JSON leaves out a detail of undefined: the same 400
        if (error instanceof FormPostError) return failure(400, 'malformed', { detail: error.field });
        return failure(400, 'malformed');
      }
    } else {
      parsed = await readMultipart(contentType, body);
    }
    if ('answer' in parsed) return parsed.answer;
    const { fields, attachment, formKey, isForm } = parsed;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return failure(400, 'malformed');
    const locale = (fields as { locale?: unknown }).locale;
    if (isLocale(locale)) form.locale = locale;
    // Stryker disable next-line ConditionalExpression: test(undefined) tests the text "undefined", which is a key, so a form without one passes as before (the check is for the type)
    if (formKey !== undefined && !IDEMPOTENCY_KEY.test(formKey)) return failure(400, 'malformed', { detail: 'idempotencyKey' });

    // The honeypot: people never see this field, bots fill it. They get a normal answer and nothing is kept.
    const trap = (fields as Record<string, unknown>).website;
    if (typeof trap === 'string' && trap.trim() !== '') {
      log({ level: 'info', event: 'submission.honeypot', kind });
      return { status: 201, body: { id: randomUUID(), reference: newReference() } };
    }

    const validated = schema.safeParse(fields);
    if (!validated.success) return invalid(fieldErrors(validated.error));
    const data = validated.data as Record<string, unknown> & { expertId?: string; serviceId?: string; locale?: string };
    if (kind === 'meeting' && !deps.knownExperts.has(data.expertId!)) return invalid({ expertId: 'unknownExpert' });
    if (kind === 'service' && !deps.knownServices.has(data.serviceId!)) return invalid({ serviceId: 'unknownService' });
    delete data.website;

    const requestHash = sha256(stableStringify({ kind, data, attachment: attachment ? sha256(attachment.data) : null }));
    // A form posted without script has no key of its own (a static page cannot hold one per
    // visitor), or the draft's: with the content's hash it still makes a resent form (a reload
    // of the answer, Back and Send again) one submission, and never clashes with other content.
    // Stryker disable next-line StringLiteral: the key is only stored and compared, never shown; any other text that no key can be (one with a space) keeps keyless forms apart from keyed ones alike
    const givenKey = formKey ?? headerKey ?? '';
    const idempotencyKey = isForm ? `form:${givenKey}:${requestHash}` : headerKey;
    let result: InsertResult;
    try {
      const store = await deps.store();
      result = await store.insert({
        kind,
        locale: data.locale,
        payload: data,
        attachment,
        idempotency: idempotencyKey ? { key: idempotencyKey, requestHash } : undefined,
      });
    } catch (error) {
      if (isBusyError(error)) {
        log({ level: 'warn', event: 'submission.storage_busy', kind, ...describeError(error) });
        return failure(503, 'busy', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
      }
      log({ level: 'error', event: 'submission.store_failed', kind, ...describeError(error) });
      return failure(500, 'server');
    }
    if (result.status === 'conflict') return failure(409, 'idempotencyConflict');
    log({
      level: 'info',
      event: result.status === 'created' ? 'submission.stored' : 'submission.replayed',
      id: result.id,
      kind,
      ...(isForm ? { form: true } : {}),
    });
    return {
      status: 201,
      body: { id: result.id, reference: result.reference },
      headers: result.status === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {},
    };
  }

  return async function handle(request: Request): Promise<Response> {
    const form: { locale?: Locale; multipart?: boolean } = {};
    const result = await answer(request, form);
    if (deps.formAnswer && asksForHtml(request)) {
      // Stryker disable next-line BooleanLiteral: multipart is unset only when the origin was refused (a 403), and the outcome reads it only for a 413
      const page = await deps.formAnswer({ kind, status: result.status, outcome: outcomeOf(result, form.multipart ?? false), request, locale: form.locale });
      for (const [key, value] of Object.entries(result.headers ?? {})) page.headers.set(key, value);
      return page;
    }
    return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store', ...result.headers } });
  };
}
