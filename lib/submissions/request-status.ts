/**
 * The customer's private link to their request: a token of 256 random bits, given only in the
 * confirmation mail and kept by the server only as its SHA-256 (a stolen database reveals no
 * link), valid for 180 days. The statuses are the office's steps of the request flow; a new
 * request is `received` until the office changes it.
 */

import { createHash, randomBytes } from 'node:crypto';

export const STATUS_TOKEN_DAYS = 180;
/** The office's steps, in order, then the two ends a request may reach from any step. */
export const STATUS_STEPS = ['received', 'confirmed', 'forwarded', 'payment_link_sent', 'started'] as const;
export const STATUS_ENDS = ['closed', 'declined'] as const;
export const REQUEST_STATUSES = [...STATUS_STEPS, ...STATUS_ENDS] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  // Stryker disable next-line ConditionalExpression: includes finds nothing but a string among the statuses (the check is for the type)
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Where a request may go from its status: the next step, or closed or declined; nowhere once it has ended. */
export function nextStatuses(current: RequestStatus): RequestStatus[] {
  if ((STATUS_ENDS as readonly string[]).includes(current)) return [];
  const step = STATUS_STEPS.indexOf(current as (typeof STATUS_STEPS)[number]);
  const next = STATUS_STEPS[step + 1];
  return [...(next ? [next] : []), ...STATUS_ENDS];
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
