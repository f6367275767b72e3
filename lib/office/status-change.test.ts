import { describe, expect, it } from 'vitest';
import { nextStatuses } from '@/lib/submissions/request-status';
import { isPaymentLink, parseStatusChange } from './status-change';

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
