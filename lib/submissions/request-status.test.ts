import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  END_REASONS,
  REQUEST_STATUSES,
  isEnd,
  isEndReason,
  STATUS_TOKEN_DAYS,
  hashStatusToken,
  isRequestStatus,
  isStatusTokenShape,
  newStatusToken,
  nextStatuses,
  statusTokenExpiry,
} from './request-status';

describe('request statuses', () => {
  it('are the office’s steps in order, then the two ends', () => {
    expect(REQUEST_STATUSES).toEqual(['received', 'confirmed', 'forwarded', 'payment_link_sent', 'meeting_booked', 'started', 'closed', 'declined']);
  });

  it('are recognised only as one of those strings', () => {
    for (const status of REQUEST_STATUSES) expect(isRequestStatus(status)).toBe(true);
    for (const other of ['', 'Received', 'open', undefined, null, 1, ['received'], { status: 'received' }]) expect(isRequestStatus(other)).toBe(false);
  });

  it('lead to the next step or an end, and nowhere from an end', () => {
    expect(nextStatuses('received')).toEqual(['confirmed', 'closed', 'declined']);
    expect(nextStatuses('confirmed')).toEqual(['forwarded', 'closed', 'declined']);
    expect(nextStatuses('payment_link_sent')).toEqual(['meeting_booked', 'closed', 'declined']);
    // A booked meeting may be booked again (moved) before the start.
    expect(nextStatuses('meeting_booked')).toEqual(['meeting_booked', 'started', 'closed', 'declined']);
    // The last step has no next one: only the ends are left.
    expect(nextStatuses('started')).toEqual(['closed', 'declined']);
    expect(nextStatuses('closed')).toEqual([]);
    expect(nextStatuses('declined')).toEqual([]);
  });
});

describe('the reasons of an end', () => {
  it('are a short fixed list, recognised only as one of its strings', () => {
    expect(END_REASONS).toEqual(['completed', 'customer_request', 'no_response', 'expert_unavailable', 'out_of_scope', 'duplicate']);
    for (const reason of END_REASONS) expect(isEndReason(reason)).toBe(true);
    for (const other of ['', 'Completed', 'other', undefined, null, 0, ['completed']]) expect(isEndReason(other)).toBe(false);
  });

  it('belong to the two ends only', () => {
    expect(REQUEST_STATUSES.filter(isEnd)).toEqual(['closed', 'declined']);
  });
});

describe('status tokens', () => {
  it('are 32 random bytes written as 43 URL-safe characters', () => {
    const sizes: number[] = [];
    const token = newStatusToken((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xfb);
    });
    expect(sizes).toEqual([32]);
    // 0xfb bytes give '+' and '/' in plain base64: URL-safe base64 has '-' and '_' instead, and no padding.
    expect(token).toBe(Buffer.alloc(32, 0xfb).toString('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isStatusTokenShape(newStatusToken())).toBe(true);
    expect(newStatusToken()).not.toBe(newStatusToken());
  });

  it('are kept as their SHA-256 in hex', () => {
    expect(hashStatusToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashStatusToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('have exactly 43 base64url characters, or are no token', () => {
    const token = `${'A'.repeat(21)}${'-_z9'.repeat(5)}b2`;
    expect(token).toHaveLength(43);
    expect(isStatusTokenShape(token)).toBe(true);
    for (const other of [
      token.slice(1),
      `${token}A`,
      `x${token}`,
      `${token.slice(0, 42)}+`,
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}\n`,
      42,
      null,
      undefined,
    ])
      expect(isStatusTokenShape(other)).toBe(false);
    // Anchored at both ends: a token inside a longer text is no token.
    expect(isStatusTokenShape(` ${token}`)).toBe(false);
    expect(isStatusTokenShape(`${token} `)).toBe(false);
    // A JSON body may hold anything: a list with the token in it would read as the token's text.
    expect(isStatusTokenShape([token])).toBe(false);
  });

  it(`expire ${STATUS_TOKEN_DAYS} days after they are made`, () => {
    expect(STATUS_TOKEN_DAYS).toBe(180);
    expect(statusTokenExpiry(new Date('2026-01-01T12:00:00.000Z')).toISOString()).toBe('2026-06-30T12:00:00.000Z');
  });
});
