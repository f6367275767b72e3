/**
 * The customer's private link to their request: a token of 256 random bits, given only in the
 * confirmation mail and kept by the server only as its SHA-256 (a stolen database reveals no
 * link), valid for 180 days. The statuses are the office's steps of the request flow; a new
 * request is `received` until the office changes it.
 */

import { createHash, randomBytes } from 'node:crypto';

export const STATUS_TOKEN_DAYS = 180;
export const REQUEST_STATUSES = ['received', 'confirmed', 'forwarded', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

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
