/**
 * The customer's private link to their request: a token of 256 random bits, given only in the
 * confirmation mail and kept by the server only as its SHA-256 (a stolen database reveals no
 * link), valid for 180 days. The statuses are the office's steps of the request flow; a new
 * request is `received` until the office changes it. The meeting with the expert follows the
 * payment link (the site's flow: confirmed, forwarded, paid, the meeting, the start); a booked
 * meeting may be booked again, which moves it.
 */

import { createHash, randomBytes } from 'node:crypto';

export const STATUS_TOKEN_DAYS = 180;
/** The office's steps, in order, then the two ends a request may reach from any step. */
export const STATUS_STEPS = ['received', 'confirmed', 'forwarded', 'payment_link_sent', 'meeting_booked', 'started'] as const;
export const STATUS_ENDS = ['closed', 'declined'] as const;
export const REQUEST_STATUSES = [...STATUS_STEPS, ...STATUS_ENDS] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  // Stryker disable next-line ConditionalExpression: includes finds nothing but a string among the statuses (the check is for the type)
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Where a request may go from its status: the next step, or closed or declined; nowhere once it has ended. A booked meeting may be moved. */
export function nextStatuses(current: RequestStatus): RequestStatus[] {
  if (isEnd(current)) return [];
  const step = STATUS_STEPS.indexOf(current as (typeof STATUS_STEPS)[number]);
  const next = STATUS_STEPS[step + 1];
  return [...(current === 'meeting_booked' ? [current] : []), ...(next ? [next] : []), ...STATUS_ENDS];
}

/** Why a request was closed or declined, as the customer is told it (RequestStatus.reasons in messages/). */
export const END_REASONS = ['completed', 'customer_request', 'no_response', 'expert_unavailable', 'out_of_scope', 'duplicate'] as const;
export type EndReason = (typeof END_REASONS)[number];

export function isEndReason(value: unknown): value is EndReason {
  return typeof value === 'string' && (END_REASONS as readonly string[]).includes(value);
}

export function isEnd(status: RequestStatus): boolean {
  return (STATUS_ENDS as readonly string[]).includes(status);
}

/** 32 random bytes, URL-safe: 43 characters. */
export function newStatusToken(random: (size: number) => Buffer = randomBytes): string {
  return random(32).toString('base64url');
}

export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as it may arrive: exactly 43 base64url characters, anything else is no token. */
export function isStatusTokenShape(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function statusTokenExpiry(from: Date): Date {
  return new Date(from.getTime() + STATUS_TOKEN_DAYS * 24 * 60 * 60 * 1000);
}
