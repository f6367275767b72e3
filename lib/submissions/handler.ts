/**
 * One POST of a form to the API, from raw request to stored row. Every answer to bad input is a
 * 4xx with a JSON body; a busy database is a 503 with Retry-After; only another storage failure
 * is a 500, logged with its real cause.
 */

import { randomUUID } from 'node:crypto';
import { FORM_SCHEMAS, fieldErrors, type SubmissionKind, type ValidationKey } from '@/lib/forms/schemas';
import { hasForbiddenCharacters } from '@/lib/forms/text';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { MAX_ATTACHMENT_BYTES, detectAttachmentType, safeFilename } from './attachments';
import { isBusyError } from './database';
import { MultipartError, parseMultipart, type MultipartForm } from './multipart';
import { newReference } from './reference';
import type { RateLimiter } from './rate-limit';
import { sha256, type InsertResult, type NewAttachment, type SubmissionStore } from './store';

export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_MULTIPART_BYTES = MAX_ATTACHMENT_BYTES + 256 * 1024;
/** When a client should try again after a 503 (the database was busy for the whole wait). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export type HandlerDeps = {
  store: () => Promise<SubmissionStore>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** The origins whose pages may post: the configured SITE_URL's, never one the request names. */
  allowedOrigins: readonly string[];
  knownExperts: ReadonlySet<string>;
  knownServices: ReadonlySet<string>;
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

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
const failure = (status: number, error: ErrorCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json(status, { error, ...extra }, headers);

class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of the body, whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Browsers name the page's origin on every cross-site post; it must be the site's own. Host and
 * X-Forwarded-Host are not consulted: a client chooses them.
 */
function originAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // Not a browser post from another page: curl, a server, an old browser.
  return allowed.includes(origin);
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

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function createSubmissionHandler(kind: SubmissionKind, deps: HandlerDeps) {
  const schema = FORM_SCHEMAS[kind];
  const log = deps.log ?? ((line) => console.info(JSON.stringify(line)));
  const acceptsAttachment = kind === 'meeting' || kind === 'service';

  return async function handle(request: Request): Promise<Response> {
    if (!originAllowed(request, deps.allowedOrigins)) return failure(403, 'forbiddenOrigin');

    // The media type is matched without regard to case, but the header is parsed as it was sent:
    // a multipart boundary is case-sensitive, and browsers' boundaries have capitals.
    const contentType = request.headers.get('content-type') ?? '';
    const isJson = /^application\/json\s*(;|$)/i.test(contentType);
    const isMultipart = acceptsAttachment && /^multipart\/form-data\s*;/i.test(contentType);
    if (!isJson && !isMultipart)
      return failure(415, 'unsupportedMediaType', { accepted: acceptsAttachment ? ['application/json', 'multipart/form-data'] : ['application/json'] });

    const limit = isJson ? MAX_JSON_BYTES : MAX_MULTIPART_BYTES;
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > limit) return failure(413, 'tooLarge', { limitBytes: limit });

    const rate = deps.rateLimiter.take(clientKey(clientParts(request.headers), deps.trustProxy));
    if (!rate.allowed) return failure(429, 'rateLimited', { retryAfterSeconds: rate.retryAfterSeconds }, { 'Retry-After': String(rate.retryAfterSeconds) });

    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null && !/^[\x21-\x7e]{1,200}$/.test(idempotencyKey)) return failure(400, 'malformed', { detail: 'Idempotency-Key' });

    let body: Uint8Array;
    try {
      body = await readBody(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) return failure(413, 'tooLarge', { limitBytes: limit });
      return failure(400, 'malformed');
    }

    let fields: unknown;
    let attachment: NewAttachment | undefined;
    if (isJson) {
      try {
        fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
      } catch {
        return failure(400, 'malformed');
      }
    } else {
      let form: MultipartForm;
      try {
        form = await parseMultipart(contentType, body, { fileBytes: MAX_ATTACHMENT_BYTES, fieldBytes: MAX_JSON_BYTES, files: 1, fields: 1 });
      } catch (error) {
        if (error instanceof MultipartError && error.reason === 'fileTooLarge') return failure(413, 'tooLarge', { limitBytes: MAX_ATTACHMENT_BYTES });
        return failure(400, 'malformed');
      }
      const data = form.fields.get('data');
      const file = form.files[0];
      if (data === undefined || form.fields.size !== 1 || (file && file.field !== 'attachment')) return failure(400, 'malformed');
      try {
        fields = JSON.parse(data);
      } catch {
        return failure(400, 'malformed');
      }
      if (file) {
        if (hasForbiddenCharacters(file.filename))
          return json(422, { error: 'validation', fields: { attachment: 'invalidCharacters' satisfies ValidationKey } });
        const filename = safeFilename(file.filename);
        const detected = await detectAttachmentType(file.data, filename);
        if (!detected) return json(422, { error: 'validation', fields: { attachment: 'attachmentType' satisfies ValidationKey } });
        attachment = { filename, contentType: detected, data: file.data };
      }
    }
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return failure(400, 'malformed');

    // The honeypot: people never see this field, bots fill it. They get a normal answer and nothing is kept.
    const trap = (fields as Record<string, unknown>).website;
    if (typeof trap === 'string' && trap.trim() !== '') {
      log({ level: 'info', event: 'submission.honeypot', kind });
      return json(201, { id: randomUUID(), reference: newReference() });
    }

    const parsed = schema.safeParse(fields);
    if (!parsed.success) return json(422, { error: 'validation', fields: fieldErrors(parsed.error) });
    const data = parsed.data as Record<string, unknown> & { expertId?: string; serviceId?: string; locale?: string };
    if (kind === 'meeting' && !deps.knownExperts.has(data.expertId!)) return json(422, { error: 'validation', fields: { expertId: 'unknownExpert' } });
    if (kind === 'service' && !deps.knownServices.has(data.serviceId!)) return json(422, { error: 'validation', fields: { serviceId: 'unknownService' } });
    delete data.website;

    const requestHash = sha256(stableStringify({ kind, data, attachment: attachment ? sha256(attachment.data) : null }));
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
    log({ level: 'info', event: result.status === 'created' ? 'submission.stored' : 'submission.replayed', id: result.id, kind });
    return json(201, { id: result.id, reference: result.reference }, result.status === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {});
  };
}
