import { describe, expect, it } from 'vitest';
import { valuesFromFormFields } from '@/lib/forms/form-post';

const post = (fields: Record<string, string>) => valuesFromFormFields(Object.entries(fields));
import { CUSTOMER_MESSAGE_MAX, parseCustomerAction } from './customer-actions';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

describe('a customer’s action from the status page', () => {
  it('writes to the office: a message of 1 to 2,000 characters, trimmed', () => {
    expect(parseCustomerAction({ token: TOKEN, action: 'message', body: '  Can we talk in Russian?  ' })).toEqual({
      ok: true,
      action: { kind: 'message', body: 'Can we talk in Russian?' },
    });
    expect(parseCustomerAction({ action: 'message', body: '   ' })).toEqual({ ok: false, errors: { body: 'required' } });
    expect(parseCustomerAction({ action: 'message', body: 'x'.repeat(CUSTOMER_MESSAGE_MAX + 1) })).toEqual({ ok: false, errors: { body: 'tooLong' } });
    expect(parseCustomerAction({ action: 'message', body: 'x'.repeat(CUSTOMER_MESSAGE_MAX) })).toMatchObject({ ok: true });
  });

  it('proposes new slots by the request form’s rules, posted as the form posts them', () => {
    const { values } = post({
      token: TOKEN,
      action: 'proposal',
      'timeSlots.0.date': day(5),
      'timeSlots.0.from': '10:00',
      'timeSlots.0.to': '11:00',
      'timeSlots.0.timeZone': 'Asia/Almaty',
      'timeSlots.1.date': '',
      'timeSlots.1.timeZone': 'Asia/Almaty',
    });
    expect(parseCustomerAction(values)).toEqual({
      ok: true,
      action: { kind: 'proposal', slots: [{ date: day(5), from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' }], body: null },
    });
    expect(parseCustomerAction({ action: 'proposal' })).toEqual({ ok: false, errors: { timeSlots: 'slotsRequired' } });
    expect(parseCustomerAction({ action: 'proposal', timeSlots: [{ date: day(-2), from: '10:00', to: '11:00', timeZone: 'UTC' }] })).toEqual({
      ok: false,
      errors: { 'timeSlots.0.date': 'slotPast' },
    });
    expect(parseCustomerAction({ action: 'proposal', timeSlots: [{ date: day(3), from: '12:00', to: '11:00', timeZone: 'UTC' }] })).toEqual({
      ok: false,
      errors: { 'timeSlots.0.to': 'slotOrder' },
    });
  });

  it('gives new slots the one zone the page’s form names for them all, unless a slot names its own', () => {
    const { values } = post({
      action: 'proposal',
      timeZone: 'Asia/Tbilisi',
      'timeSlots.0.date': day(5),
      'timeSlots.0.from': '10:00',
      'timeSlots.0.to': '11:00',
      'timeSlots.1.date': day(6),
      'timeSlots.1.from': '12:00',
      'timeSlots.1.to': '13:00',
      'timeSlots.1.timeZone': 'Asia/Almaty',
      'timeSlots.2.date': '',
      'timeSlots.2.from': '',
      'timeSlots.2.to': '',
    });
    expect(parseCustomerAction(values)).toMatchObject({
      ok: true,
      action: { slots: [{ timeZone: 'Asia/Tbilisi' }, { timeZone: 'Asia/Almaty' }] },
    });
    expect(parseCustomerAction({ action: 'proposal', timeZone: 'Mars/Base', timeSlots: [{ date: day(5), from: '10:00', to: '11:00' }] })).toEqual({
      ok: false,
      errors: { 'timeSlots.0.timeZone': 'invalidTimeZone' },
    });
  });

  it('cancels with a reason from the list and, if they like, a few words', () => {
    expect(parseCustomerAction({ action: 'cancellation', reason: 'plans_changed', body: '' })).toEqual({
      ok: true,
      action: { kind: 'cancellation', reason: 'plans_changed', body: null },
    });
    expect(parseCustomerAction({ action: 'cancellation', reason: 'because' })).toEqual({ ok: false, errors: { reason: 'invalidChoice' } });
  });

  it('is none of them for any other action or an extra field', () => {
    expect(parseCustomerAction({ action: 'erase', body: 'x' })).toMatchObject({ ok: false });
    expect(parseCustomerAction({ body: 'x' })).toMatchObject({ ok: false });
    expect(parseCustomerAction({ action: 'message', body: 'x', status: 'closed' })).toEqual({ ok: false, errors: { status: 'unknownField' } });
  });
});
