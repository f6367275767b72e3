/**
 * How the office's forms travel: posted as plain HTML forms (they work without script), read
 * with a size limit, and answered with a 303 back to a page. What the person typed, when the
 * answer is an error, comes back in a short-lived cookie (never in the URL, which logs keep), so
 * nothing typed is lost.
 */

import { BodyTooLarge, readBody } from '@/lib/http/read-body';
import { OFFICE_PRIVATE_HEADERS } from './paths';

export const FORM_LIMIT_BYTES = 16 * 1024;
export const DRAFT_COOKIE = 'office-draft';
const DRAFT_SECONDS = 120;

/** The fields of a url-encoded form; undefined for a body too large or of another type. */
export async function readForm(request: Request): Promise<Record<string, string> | undefined> {
  // Stryker disable next-line StringLiteral: no header and any text that is no media type are refused alike
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    const body = new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, FORM_LIMIT_BYTES));
    return Object.fromEntries(new URLSearchParams(body));
  } catch (error) {
    if (error instanceof BodyTooLarge || error instanceof TypeError) return undefined;
    throw error;
  }
}

/** A 303 to an office page (a path of this site, never elsewhere), with cookies to set. */
export function seeOther(location: string, cookies: readonly string[] = [], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ ...OFFICE_PRIVATE_HEADERS, ...extra, Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The cookie that carries a form's typed values back to its page after an error. */
export function draftCookie(values: Record<string, string>, https: boolean): string {
  const value = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${DRAFT_COOKIE}=${value}; Path=/office; Max-Age=${DRAFT_SECONDS}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
}

export function readDraft(cookie: string | undefined): Record<string, string> {
  // Stryker disable next-line ConditionalExpression: without it Buffer.from(undefined) throws and JSON.parse('') throws, and the catch gives {} alike
  if (!cookie) return {};
  try {
    const parsed = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * An office path to return to after sign-in: only /office pages, never another site (a value
 * starting `/office` cannot be a `//host` one; a backslash, which browsers read as `/`, is refused).
 */
export function safeNext(value: string | undefined): string {
  return value && /^\/office(\/[^\\]*)?(\?[^\\]*)?$/.test(value) ? value : '/office';
}

/** A plain answer for refusals (401, 403, 404, 413, 415) from the office's routes. */
export function refusal(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), { status, headers: { ...OFFICE_PRIVATE_HEADERS, 'Content-Type': 'application/json' } });
}
