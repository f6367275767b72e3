import axios, { type AxiosInstance } from 'axios';
import { SUBMISSION_ENDPOINTS } from '@/lib/api/endpoints';
import type { SubmissionKind, ValidationKey } from '@/lib/forms/schemas';

/** The browser's one HTTP client for the API (base URL from configuration, JSON answers). */
export function createApiClient(baseURL: string): AxiosInstance {
  return axios.create({ baseURL, headers: { Accept: 'application/json' }, timeout: 30_000 });
}

export type SendResult =
  | { status: 'sent'; id: string; reference: string }
  | { status: 'invalid'; fields: Record<string, ValidationKey> }
  | { status: 'offline' }
  | { status: 'failed'; httpStatus?: number; retryAfterSeconds?: number };

/** Sends one submission; never throws. `offline` means nothing reached the server. */
export async function sendSubmission(
  client: AxiosInstance,
  kind: SubmissionKind,
  data: Record<string, unknown>,
  { idempotencyKey, attachment }: { idempotencyKey: string; attachment?: File | null },
): Promise<SendResult> {
  let body: FormData | Record<string, unknown> = data;
  if (attachment) {
    const form = new FormData();
    form.set('data', JSON.stringify(data));
    form.set('attachment', attachment, attachment.name);
    body = form;
  }
  try {
    const response = await client.post<{ id: string; reference: string }>(SUBMISSION_ENDPOINTS[kind], body, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { status: 'sent', id: response.data.id, reference: response.data.reference };
  } catch (error) {
    if (!axios.isAxiosError(error)) return { status: 'failed' };
    if (!error.response) return { status: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed' };
    const { status, data: answer } = error.response as { status: number; data: { fields?: Record<string, ValidationKey>; retryAfterSeconds?: number } };
    if (status === 422 && answer?.fields) return { status: 'invalid', fields: answer.fields };
    return { status: 'failed', httpStatus: status, retryAfterSeconds: answer?.retryAfterSeconds };
  }
}
