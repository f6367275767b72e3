import { randomUUID } from 'node:crypto';
import { FORM_SCHEMAS, fieldErrors, type SubmissionKind, type ValidationKey } from '@/lib/forms/schemas';
import { MAX_ATTACHMENT_BYTES, detectAttachmentType, safeFilename } from './attachments';
import { clientKey, type RateLimiter } from './rate-limit';
import { sha256, type NewAttachment, type SubmissionStore } from './store';

/**
 * One POST of a form to the API, from raw request to stored row (DESIGN.md section 9). Every
 * answer to bad input is a 4xx with a JSON body; only a storage failure is a 500.
 */
export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_MULTIPART_BYTES = MAX_ATTACHMENT_BYTES + 256 * 1024;

export type HandlerDeps = {
  store: () => Promise<SubmissionStore>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** Origins besides the request's own that may post (the configured site URL). */
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

function originAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // Not a browser form post from another page: curl, a server, a same-origin GET.
  if (origin === 'null') return false;
  const own = new URL(request.url).origin;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    const parsed = new URL(origin);
    return origin === own || allowed.includes(parsed.origin) || (host !== null && parsed.host === host);
  } catch {
    return false;
  }
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

    const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
    const isJson = /^application\/json\s*(;|$)/.test(contentType);
    const isMultipart = acceptsAttachment && /^multipart\/form-data\s*;/.test(contentType);
    if (!isJson && !isMultipart) return failure(415, 'unsupportedMediaType', { accepted: acceptsAttachment ? ['application/json', 'multipart/form-data'] : ['application/json'] });

    const limit = isJson ? MAX_JSON_BYTES : MAX_MULTIPART_BYTES;
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > limit) return failure(413, 'tooLarge', { limitBytes: limit });

    const rate = deps.rateLimiter.take(clientKey(request.headers, deps.trustProxy));
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
      let form: FormData;
      try {
        form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
      } catch {
        return failure(400, 'malformed');
      }
      const data = form.get('data');
      const file = form.get('attachment');
      if (typeof data !== 'string' || (file !== null && typeof file === 'string')) return failure(400, 'malformed');
      try {
        fields = JSON.parse(data);
      } catch {
        return failure(400, 'malformed');
      }
      if (file) {
        if (file.size > MAX_ATTACHMENT_BYTES) return failure(413, 'tooLarge', { limitBytes: MAX_ATTACHMENT_BYTES });
        const bytes = new Uint8Array(await file.arrayBuffer());
        const filename = safeFilename(file.name);
        const detected = await detectAttachmentType(bytes, filename);
        if (!detected) return json(422, { error: 'validation', fields: { attachment: 'attachmentType' satisfies ValidationKey } });
        attachment = { filename, contentType: detected, data: bytes };
      }
    }
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return failure(400, 'malformed');

    // The honeypot: people never see this field, bots fill it. They get a normal answer and nothing is kept.
    const trap = (fields as Record<string, unknown>).website;
    if (typeof trap === 'string' && trap.trim() !== '') {
      log({ level: 'info', event: 'submission.honeypot', kind });
      return json(201, { id: randomUUID() });
    }

    const parsed = schema.safeParse(fields);
    if (!parsed.success) return json(422, { error: 'validation', fields: fieldErrors(parsed.error) });
    const data = parsed.data as Record<string, unknown> & { expertId?: string; serviceId?: string; locale?: string };
    if (kind === 'meeting' && !deps.knownExperts.has(data.expertId!)) return json(422, { error: 'validation', fields: { expertId: 'unknownExpert' } });
    if (kind === 'service' && !deps.knownServices.has(data.serviceId!)) return json(422, { error: 'validation', fields: { serviceId: 'unknownService' } });
    delete data.website;

    const requestHash = sha256(stableStringify({ kind, data, attachment: attachment ? sha256(attachment.data) : null }));
    let result;
    try {
      const store = await deps.store();
      result = await store.insert({ kind, locale: data.locale, payload: data, attachment, idempotency: idempotencyKey ? { key: idempotencyKey, requestHash } : undefined });
    } catch (error) {
      log({ level: 'error', event: 'submission.store_failed', kind, error: (error as Error).message });
      return failure(500, 'server');
    }
    if (result.status === 'conflict') return failure(409, 'idempotencyConflict');
    log({ level: 'info', event: result.status === 'created' ? 'submission.stored' : 'submission.replayed', id: result.id, kind });
    return json(201, { id: result.id }, result.status === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {});
  };
}
