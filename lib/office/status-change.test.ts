import { describe, expect, it } from 'vitest';
import { nextStatuses } from '@/lib/submissions/request-status';
import { isSafeLink, LINK_MAX, NOTE_MAX, OTHER_TIME, parseStatusChange } from './status-change';

/** A change as the form gives it when only the status and note matter. */
const plain = { paymentLink: null, meeting: null, reason: null, customerNote: null, notify: true };

describe('the order of statuses', () => {
  it('goes one step on at a time, may close or decline from any step, and never leaves an end', () => {
    expect(nextStatuses('received')).toEqual(['confirmed', 'closed', 'declined']);
    expect(nextStatuses('forwarded')).toEqual(['payment_link_sent', 'closed', 'declined']);
    expect(nextStatuses('started')).toEqual(['closed', 'declined']);
    expect(nextStatuses('closed')).toEqual([]);
    expect(nextStatuses('declined')).toEqual([]);
  });
});

describe('a status change from the office’s form', () => {
  it('needs a status the request may move to and a note', () => {
    expect(parseStatusChange({ status: 'confirmed', note: ' Called her ' }, 'received')).toEqual({
      ok: true,
      change: { ...plain, status: 'confirmed', note: 'Called her' },
    });
    expect(parseStatusChange({ status: 'started', note: 'x' }, 'received')).toEqual({ ok: false, error: 'status' });
    expect(parseStatusChange({ status: 'nonsense', note: 'x' }, 'received')).toEqual({ ok: false, error: 'status' });
    expect(parseStatusChange({ status: 'confirmed', note: '   ' }, 'received')).toEqual({ ok: false, error: 'note' });
    expect(parseStatusChange({ status: 'confirmed', note: 'x'.repeat(2001) }, 'received')).toEqual({ ok: false, error: 'note' });
    expect(parseStatusChange({ status: 'declined', note: 'x', reason: 'duplicate' }, 'closed')).toEqual({ ok: false, error: 'status' });
  });

  it('takes a payment link only as an https address, and only for “payment link sent”', () => {
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n', paymentLink: 'https://pay.example.org/i/1' }, 'forwarded')).toMatchObject({
      ok: true,
      change: { paymentLink: 'https://pay.example.org/i/1' },
    });
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n', paymentLink: 'http://pay.example.org' }, 'forwarded')).toEqual({
      ok: false,
      error: 'link',
    });
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n' }, 'forwarded')).toEqual({ ok: false, error: 'link' });
    expect(parseStatusChange({ status: 'closed', note: 'n', reason: 'completed', paymentLink: 'https://pay.example.org' }, 'forwarded')).toMatchObject({
      change: { paymentLink: null },
    });
    for (const link of [
      'javascript:alert(1)',
      'https://user:pw@pay.example.org',
      'https://localhost/pay',
      'data:text/html,x',
      `https://pay.example.org/${'a'.repeat(2000)}`,
    ])
      expect(isSafeLink(link), link).toBe(false);
  });

  it('closes or declines only with a reason from the list, which no other status keeps', () => {
    expect(parseStatusChange({ status: 'declined', note: 'n', reason: 'out_of_scope' }, 'received')).toEqual({
      ok: true,
      change: { ...plain, status: 'declined', note: 'n', reason: 'out_of_scope' },
    });
    expect(parseStatusChange({ status: 'closed', note: 'n' }, 'received')).toEqual({ ok: false, error: 'reason' });
    expect(parseStatusChange({ status: 'closed', note: 'n', reason: 'because' }, 'received')).toEqual({ ok: false, error: 'reason' });
    expect(parseStatusChange({ status: 'confirmed', note: 'n', reason: 'completed' }, 'received')).toMatchObject({ change: { reason: null } });
  });

  it('carries words to the customer (trimmed, at most 2,000 characters) and may keep the change from them', () => {
    expect(parseStatusChange({ status: 'confirmed', note: 'n', customerNote: '  See you soon.  ', silent: '1' }, 'received')).toEqual({
      ok: true,
      change: { ...plain, status: 'confirmed', note: 'n', customerNote: 'See you soon.', notify: false },
    });
    expect(parseStatusChange({ status: 'confirmed', note: 'n', customerNote: '   ' }, 'received')).toMatchObject({
      change: { customerNote: null, notify: true },
    });
    expect(parseStatusChange({ status: 'confirmed', note: 'n', customerNote: 'x'.repeat(NOTE_MAX) }, 'received')).toMatchObject({ ok: true });
    expect(parseStatusChange({ status: 'confirmed', note: 'n', customerNote: 'x'.repeat(NOTE_MAX + 1) }, 'received')).toEqual({
      ok: false,
      error: 'customerNote',
    });
  });
});

describe('a booking', () => {
  const now = Date.parse('2030-03-01T08:00:00.000Z');
  const slots = [
    { date: '2030-02-28', from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' },
    { date: '2030-03-04', from: '15:00', to: '16:30', timeZone: 'Asia/Almaty' },
  ];
  const video = 'https://meet.example.org/r/abc';
  const book = (fields: Record<string, string>) =>
    parseStatusChange({ status: 'meeting_booked', note: 'n', videoLink: video, ...fields }, 'payment_link_sent', { slots, now });

  it('keeps one of the customer’s slots, as UTC instants with the zone it was given in', () => {
    expect(book({ slot: '1' })).toEqual({
      ok: true,
      change: {
        ...plain,
        status: 'meeting_booked',
        note: 'n',
        // Almaty is UTC+5 all year: 15:00 there is 10:00 UTC.
        meeting: { start: '2030-03-04T10:00:00.000Z', end: '2030-03-04T11:30:00.000Z', timeZone: 'Asia/Almaty', videoLink: video },
      },
    });
  });

  it('refuses a slot that is over, not there, or not a number', () => {
    for (const slot of ['0', '2', '-1', '1.0', '', 'x', '100']) expect(book({ slot }), slot).toEqual({ ok: false, error: 'slot' });
    expect(book({})).toEqual({ ok: false, error: 'slot' });
  });

  it('takes another time in the zone the office gives, still ahead and within a year, its start before its end', () => {
    const other = { slot: OTHER_TIME, meetingDate: '2030-03-05', meetingFrom: '09:30', meetingTo: '10:15', meetingZone: 'Europe/Berlin' };
    expect(book(other)).toMatchObject({
      ok: true,
      // Berlin is UTC+1 in March before the change to summer time.
      change: { meeting: { start: '2030-03-05T08:30:00.000Z', end: '2030-03-05T09:15:00.000Z', timeZone: 'Europe/Berlin' } },
    });
    for (const wrong of [
      { meetingDate: '2030-02-30' },
      { meetingDate: '2030-02-28' },
      { meetingDate: '2031-03-05' },
      { meetingFrom: '10:15' },
      { meetingTo: '09:00' },
      { meetingTo: '24:00' },
      { meetingZone: 'Mars/Olympus' },
      { meetingZone: '' },
    ])
      expect(book({ ...other, ...wrong }), JSON.stringify(wrong)).toEqual({ ok: false, error: 'meetingTime' });
  });

  it('needs a safe https video link', () => {
    for (const videoLink of ['', 'http://meet.example.org/r', 'https://me:pw@meet.example.org/r', 'meet.example.org'])
      expect(book({ slot: '1', videoLink }), videoLink).toEqual({ ok: false, error: 'videoLink' });
  });

  it('is no booking for any other status: its fields are left out', () => {
    expect(parseStatusChange({ status: 'started', note: 'n', slot: '1', videoLink: video }, 'meeting_booked', { slots, now })).toEqual({
      ok: true,
      change: { ...plain, status: 'started', note: 'n' },
    });
  });
});

describe('a safe link', () => {
  it('may be as long as the limit, not longer, with neither a user nor a password in it', () => {
    const base = 'https://pay.example.org/';
    expect(isSafeLink(base + 'a'.repeat(LINK_MAX - base.length))).toBe(true);
    expect(isSafeLink(base + 'a'.repeat(LINK_MAX - base.length + 1))).toBe(false);
    expect(isSafeLink('https://user@pay.example.org/')).toBe(false);
    expect(isSafeLink('https://:secret@pay.example.org/')).toBe(false);
    expect(isSafeLink('not a link')).toBe(false);
  });

  it('is kept trimmed with the change, and is none for any other status, even when one is sent', () => {
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n', paymentLink: '  https://pay.example.org/i/1 ' }, 'forwarded')).toEqual({
      ok: true,
      change: { ...plain, status: 'payment_link_sent', note: 'n', paymentLink: 'https://pay.example.org/i/1' },
    });
    expect(parseStatusChange({ status: 'closed', note: 'n', reason: 'completed', paymentLink: 'https://pay.example.org/i/1' }, 'forwarded')).toEqual({
      ok: true,
      change: { ...plain, status: 'closed', note: 'n', reason: 'completed' },
    });
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n' }, 'forwarded')).toEqual({ ok: false, error: 'link' });
  });

  it('names the status as wrong when the form is not one at all, and the note only when the note is', () => {
    expect(parseStatusChange({}, 'received')).toEqual({ ok: false, error: 'status' });
    expect(parseStatusChange({ status: 'confirmed' }, 'received')).toEqual({ ok: false, error: 'note' });
    expect(parseStatusChange({ status: 'confirmed', note: 'x'.repeat(NOTE_MAX) }, 'received')).toMatchObject({ ok: true });
    expect(parseStatusChange({ status: 'confirmed', note: 'n', paymentLink: 5 }, 'received')).toEqual({ ok: false, error: 'status' });
  });
});
