import { describe, expect, it } from 'vitest';
import { nextStatuses } from '@/lib/submissions/request-status';
import { isPaymentLink, LINK_MAX, NOTE_MAX, parseStatusChange } from './status-change';

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
      change: { status: 'confirmed', note: 'Called her', paymentLink: null },
    });
    expect(parseStatusChange({ status: 'started', note: 'x' }, 'received')).toEqual({ ok: false, error: 'status' });
    expect(parseStatusChange({ status: 'nonsense', note: 'x' }, 'received')).toEqual({ ok: false, error: 'status' });
    expect(parseStatusChange({ status: 'confirmed', note: '   ' }, 'received')).toEqual({ ok: false, error: 'note' });
    expect(parseStatusChange({ status: 'confirmed', note: 'x'.repeat(2001) }, 'received')).toEqual({ ok: false, error: 'note' });
    expect(parseStatusChange({ status: 'declined', note: 'x' }, 'closed')).toEqual({ ok: false, error: 'status' });
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
    expect(parseStatusChange({ status: 'closed', note: 'n', paymentLink: 'https://pay.example.org' }, 'forwarded')).toMatchObject({
      change: { paymentLink: null },
    });
    for (const link of [
      'javascript:alert(1)',
      'https://user:pw@pay.example.org',
      'https://localhost/pay',
      'data:text/html,x',
      `https://pay.example.org/${'a'.repeat(2000)}`,
    ])
      expect(isPaymentLink(link), link).toBe(false);
  });
});

describe('a payment link', () => {
  it('may be as long as the limit, not longer, with neither a user nor a password in it', () => {
    const base = 'https://pay.example.org/';
    expect(isPaymentLink(base + 'a'.repeat(LINK_MAX - base.length))).toBe(true);
    expect(isPaymentLink(base + 'a'.repeat(LINK_MAX - base.length + 1))).toBe(false);
    expect(isPaymentLink('https://user@pay.example.org/')).toBe(false);
    expect(isPaymentLink('https://:secret@pay.example.org/')).toBe(false);
    expect(isPaymentLink('not a link')).toBe(false);
  });

  it('is kept trimmed with the change, and is none for any other status, even when one is sent', () => {
    expect(parseStatusChange({ status: 'payment_link_sent', note: 'n', paymentLink: '  https://pay.example.org/i/1 ' }, 'forwarded')).toEqual({
      ok: true,
      change: { status: 'payment_link_sent', note: 'n', paymentLink: 'https://pay.example.org/i/1' },
    });
    expect(parseStatusChange({ status: 'closed', note: 'n', paymentLink: 'https://pay.example.org/i/1' }, 'forwarded')).toEqual({
      ok: true,
      change: { status: 'closed', note: 'n', paymentLink: null },
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
