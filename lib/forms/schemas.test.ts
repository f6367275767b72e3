import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, get, type Resolver } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import choices from '@/content/choices.json';
import contactLanguages from '@/content/contact-languages.json';
import { COMMUNICATION_TYPE_IDS, CONTACT_LANGUAGE_IDS, INDUSTRY_IDS } from './choices';
import { InvestorRequest, MeetingRequest, ServiceRequest, SupportMessage, fieldErrors, isValidTimeZone } from './schemas';
import { TEST_NOW, slot, validInvestor, validMeeting, validSupport } from './schemas.fixtures';

beforeAll(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const errorsOf = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

/** Bad values of a request's fields, and the key each is refused with. */
const REQUEST_REJECTIONS: [string, unknown, string][] = [
  ['expertId', 5, 'required'],
  ['expertId', 'Aigerim Sadykova', 'invalidChoice'],
  ['expertId', 'aigerim-sadykova!', 'invalidChoice'],
  ['expertId', `a${'-b'.repeat(40)}`, 'tooLong'],
  ['email', 'not-an-email', 'invalidEmail'],
  ['email', `${'a'.repeat(250)}@x.kz`, 'tooLong'],
  ['firstName', 5, 'required'],
  ['firstName', '   ', 'required'],
  ['firstName', 'x'.repeat(81), 'tooLong'],
  ['organization', 'x'.repeat(161), 'tooLong'],
  ['phone', '12ab', 'invalidPhone'],
  // A phone number from its first character to its last.
  ['phone', 'tel. 8 701 555 12 34', 'invalidPhone'],
  ['phone', '+7 701 555 12 34 ext', 'invalidPhone'],
  ['socialContact', 'call me', 'invalidContact'],
  ['communicationType', 'pigeon', 'invalidChoice'],
  ['contactLanguage', 'fr', 'invalidChoice'],
  ['industry', 'space', 'invalidChoice'],
  ['budgetUsd', -1, 'invalidNumber'],
  ['budgetUsd', 12.5, 'invalidNumber'],
  ['budgetUsd', 10_000_001, 'tooLarge'],
  ['budgetUsd', '500', 'invalidNumber'],
  ['expectedResult', 'x'.repeat(2001), 'tooLong'],
  ['location', 'x'.repeat(201), 'tooLong'],
  ['comments', Array.from({ length: 11 }, () => 'c'), 'tooMany'],
  ['timeSlots', [], 'slotsRequired'],
  ['timeSlots', Array.from({ length: 11 }, () => slot), 'tooMany'],
  ['website', 'x'.repeat(501), 'tooLong'],
];

describe('request schemas (meeting and service)', () => {
  it('accept a minimal request and a complete one', () => {
    expect(MeetingRequest.safeParse(validMeeting).success).toBe(true);
    const full = {
      ...validMeeting,
      organization: 'Dala Market LLP',
      phone: '+7 701 555 12 34',
      socialContact: '@dana_s',
      communicationType: 'telegram',
      budgetUsd: 4000,
      expectedResult: 'An online store in Kazakh and Russian by spring.',
      location: 'Almaty',
      comments: ['We already have a logo.', 'Prefer mornings.'],
      timeSlots: [slot, { ...slot, date: '2026-12-04' }],
      locale: 'ru',
    };
    expect(MeetingRequest.parse(full)).toMatchObject({ budgetUsd: 4000, comments: ['We already have a logo.', 'Prefer mornings.'] });
    const { expertId: _unused, ...rest } = full;
    expect(ServiceRequest.safeParse({ ...rest, serviceId: 'online-store' }).success).toBe(true);
  });

  it.each(['expertId', 'email', 'firstName', 'lastName', 'contactLanguage', 'industry', 'timeSlots'])('require %s', (field) => {
    const value: Record<string, unknown> = { ...validMeeting };
    delete value[field];
    const errors = errorsOf(MeetingRequest, value);
    expect(Object.keys(errors)).toEqual([field]);
    expect(['required', 'invalidChoice', 'slotsRequired']).toContain(errors[field]);
  });

  it('treat blank required text as missing and trim it', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, firstName: '   ' })).toEqual({ firstName: 'required' });
    expect(MeetingRequest.parse({ ...validMeeting, lastName: '  Serikova ' }).lastName).toBe('Serikova');
  });

  it.each(REQUEST_REJECTIONS)('reject %s = %j with %s', (field, value, key) => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, [field]: value })).toEqual({ [field]: key });
  });

  it.each(REQUEST_REJECTIONS)('show %s = %j as %s in the request form too', async (field, value, key) => {
    // The request form reads the schema through zodResolver, not fieldErrors: each field shows
    // its first issue's own message, which must be the key the API gives.
    const resolve = zodResolver(MeetingRequest) as unknown as Resolver<Record<string, unknown>>;
    const { errors } = await resolve({ ...validMeeting, [field]: value }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((get(errors, field) as FieldError | undefined)?.message).toBe(key);
  });

  it('check every part of a time slot', () => {
    const bad = (patch: object) => errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [slot, { ...slot, ...patch }] });
    expect(bad({ date: '2026-02-30x' })).toEqual({ 'timeSlots.1.date': 'invalidDate' });
    expect(bad({ date: '2026-13-01' })).toEqual({ 'timeSlots.1.date': 'invalidDate' });
    expect(bad({ from: '24:00' })).toEqual({ 'timeSlots.1.from': 'invalidTime' });
    expect(bad({ to: '9:00' })).toEqual({ 'timeSlots.1.to': 'invalidTime' });
    expect(bad({ timeZone: 'Mars/Olympus' })).toEqual({ 'timeSlots.1.timeZone': 'invalidTimeZone' });
    expect(bad({ from: '010:00' })).toEqual({ 'timeSlots.1.from': 'invalidTime' });
    expect(bad({ to: '11:300' })).toEqual({ 'timeSlots.1.to': 'invalidTime' });
    expect(bad({ from: '12:00', to: '11:00' })).toEqual({ 'timeSlots.1.to': 'slotOrder' });
    expect(bad({ from: '11:00', to: '11:00' })).toEqual({ 'timeSlots.1.to': 'slotOrder' });
  });

  it('refuse dates that are not on the calendar, slots that are over and slots more than a year ahead', () => {
    const bad = (patch: object) => errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...slot, ...patch }] });
    expect(bad({ date: '2026-02-30' })).toEqual({ 'timeSlots.0.date': 'invalidDate' });
    expect(bad({ date: '2027-02-29' })).toEqual({ 'timeSlots.0.date': 'invalidDate' });
    expect(bad({ date: '0000-01-01' })).toEqual({ 'timeSlots.0.date': 'invalidDate' });
    expect(bad({ date: '2025-06-01' })).toEqual({ 'timeSlots.0.date': 'slotPast' });
    expect(bad({ date: '9999-12-31' })).toEqual({ 'timeSlots.0.date': 'slotTooFar' });
    expect(bad({ date: '2027-11-22' })).toEqual({ 'timeSlots.0.date': 'slotTooFar' });
    // Today, 12:00 UTC, is 17:00 in Almaty: a slot that ended at 16:00 is over, one until 18:00 is not.
    expect(bad({ date: '2026-11-21', from: '15:00', to: '16:00' })).toEqual({ 'timeSlots.0.date': 'slotPast' });
    expect(bad({ date: '2026-11-21', from: '16:00', to: '18:00' })).toEqual({});
    expect(bad({ date: '2027-11-20' })).toEqual({});
    expect(bad({ date: '2028-02-29' })).toEqual({ 'timeSlots.0.date': 'slotTooFar' });
  });

  it.each([
    ['a name of zero-width spaces', 'firstName', '\u200b\u200b', 'required'],
    ['a name of a soft hyphen and a word joiner', 'lastName', '\u00ad\u2060', 'required'],
    ['NUL in a name', 'firstName', 'Da\u0000na', 'invalidCharacters'],
    ['a tab in a name', 'firstName', 'Da\tna', 'invalidCharacters'],
    ['a line break in a name', 'lastName', 'Seri\nkova', 'invalidCharacters'],
    ['an escape in the organisation', 'organization', 'Dala\u001b[31m', 'invalidCharacters'],
    ['DEL in the location', 'location', 'Almaty\u007f', 'invalidCharacters'],
    ['a right-to-left override in a name', 'firstName', 'Dana\u202eanaD', 'invalidCharacters'],
    ['a first-strong isolate in a comment', 'comments', ['ok \u2068x\u2069'], 'invalidCharacters'],
    ['a bell in the expected result', 'expectedResult', 'ring\u0007', 'invalidCharacters'],
  ])('refuse %s', (_, field, value, key) => {
    const errors = errorsOf(MeetingRequest, { ...validMeeting, [field]: value });
    expect(Object.values(errors)).toEqual([key]);
  });

  it('keep tabs and line breaks in comments, and joiners inside real text', () => {
    const parsed = MeetingRequest.parse({
      ...validMeeting,
      comments: ['Line one\nline two\tand a tab\r\nend'],
      expectedResult: 'A\nB',
      firstName: 'Ана\u200dстасия',
    });
    expect(parsed.comments[0]).toContain('\t');
    expect(parsed.expectedResult).toBe('A\nB');
  });

  it('name a value of the wrong type by the field’s own key, as a JSON client sees it', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, firstName: 5 })).toEqual({ firstName: 'required' });
    // An optional field has nothing to be missing: what it cannot hold is too long for it.
    expect(errorsOf(MeetingRequest, { ...validMeeting, organization: 5 })).toEqual({ organization: 'tooLong' });
    expect(errorsOf(MeetingRequest, { ...validMeeting, website: 5 })).toEqual({ website: 'tooLong' });
    expect(errorsOf(MeetingRequest, { ...validMeeting, comments: 'Prefer mornings.' })).toEqual({ comments: 'invalidChoice' });
    const badSlot = (patch: object) => errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...slot, ...patch }] });
    expect(badSlot({ date: 20261203 })).toEqual({ 'timeSlots.0.date': 'invalidDate' });
    expect(badSlot({ from: 1000 })).toEqual({ 'timeSlots.0.from': 'invalidTime' });
    expect(badSlot({ to: 1130 })).toEqual({ 'timeSlots.0.to': 'invalidTime' });
    expect(badSlot({ timeZone: 5 })).toEqual({ 'timeSlots.0.timeZone': 'invalidTimeZone' });
  });

  it('refuse a time zone longer than any real one as a time zone, before asking what it is', () => {
    const errors = errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...slot, timeZone: `Asia/${'x'.repeat(60)}` }] });
    expect(errors).toEqual({ 'timeSlots.0.timeZone': 'invalidTimeZone' });
  });

  it('take a social contact that is a phone number or a whole @handle, and nothing around it', () => {
    for (const socialContact of ['@dana_s', '@dana.serikova', '+7 701 555 12 34'])
      expect(errorsOf(MeetingRequest, { ...validMeeting, socialContact }), socialContact).toEqual({});
    for (const socialContact of ['t.me/@dana_s', '@dana_s, after six', '@d', `@${'d'.repeat(65)}`])
      expect(errorsOf(MeetingRequest, { ...validMeeting, socialContact }), socialContact).toEqual({ socialContact: 'invalidContact' });
  });

  it('name an unknown key inside a time slot by its whole path', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [slot, { ...slot, note: 'x' }] })).toEqual({ 'timeSlots.1.note': 'unknownField' });
  });

  it('treat an optional field of invisible characters as not filled', () => {
    expect(MeetingRequest.parse({ ...validMeeting, organization: '\u200b\u200c' }).organization).toBeUndefined();
  });

  it('take a phone number without a plus', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, phone: '8 701 555 12 34' })).toEqual({});
  });

  it('take a target id of several words', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, expertId: 'aigerim-sadykova_2' })).toEqual({});
  });

  it('give a request sent without comments none', () => {
    expect(MeetingRequest.parse(validMeeting).comments).toEqual([]);
  });

  it('drop empty comments, of nothing or of invisible characters, and keep the others in order', () => {
    const comments = ['', 'Prefer mornings.', '  ', '\u200b \ufeff', 'We have a logo.'];
    expect(MeetingRequest.parse({ ...validMeeting, comments }).comments).toEqual(['Prefer mornings.', 'We have a logo.']);
    expect(MeetingRequest.parse({ ...validMeeting, comments: [''] }).comments).toEqual([]);
  });

  it('name an unknown field, and an unknown choice', () => {
    expect(errorsOf(MeetingRequest, { ...validMeeting, admin: true })).toEqual({ admin: 'unknownField' });
    expect(errorsOf(MeetingRequest, { ...validMeeting, locale: 'fr' })).toEqual({ locale: 'invalidChoice' });
    expect(errorsOf(SupportMessage, { ...validSupport, theme: 'billing' })).toEqual({ theme: 'invalidChoice' });
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('name a key such as %s', (key) => {
    const errors = errorsOf(MeetingRequest, JSON.parse(`{${JSON.stringify(key)}: {"polluted": true}, ${JSON.stringify(validMeeting).slice(1)}`));
    expect(Object.keys(errors)).toEqual([key]);
    expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toBe('unknownField');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('support message', () => {
  it('keeps tabs and line breaks in the comment', () => {
    expect(SupportMessage.parse({ ...validSupport, comment: 'Line 1\r\nLine 2:\tmore' }).comment).toBe('Line 1\r\nLine 2:\tmore');
  });

  it('accepts the four themes', () => {
    for (const theme of ['consult', 'cooperation', 'other', 'technical']) expect(SupportMessage.safeParse({ ...validSupport, theme }).success).toBe(true);
  });

  it.each(['name', 'email', 'theme', 'comment'])('requires %s', (field) => {
    const value: Record<string, unknown> = { ...validSupport };
    delete value[field];
    expect(Object.keys(errorsOf(SupportMessage, value))).toEqual([field]);
  });

  it.each([
    ['theme', 'sales', 'invalidChoice'],
    ['email', 'nika@', 'invalidEmail'],
    ['phone', 'phone', 'invalidPhone'],
    ['comment', 'x'.repeat(4001), 'tooLong'],
    ['name', 'x'.repeat(121), 'tooLong'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    expect(errorsOf(SupportMessage, { ...validSupport, [field]: value })).toEqual({ [field]: key });
  });

  it('reads a message queued under the old field names, mail and number, as email and phone', () => {
    const { email, ...rest } = validSupport;
    const result = SupportMessage.safeParse({ ...rest, mail: email, number: '+995 555 12 34 56' });
    expect(result.success && result.data).toMatchObject({ email, phone: '+995 555 12 34 56' });
    expect(result.success && Object.keys(result.data)).not.toContain('mail');
    expect(errorsOf(SupportMessage, { ...rest, mail: 'nika@' })).toEqual({ email: 'invalidEmail' });
  });
});

describe('every form', () => {
  it('refuses a body that is not an object under `_`, the name of no field', () => {
    for (const body of [null, 'text', [validSupport]]) {
      expect(errorsOf(MeetingRequest, body)).toEqual({ _: 'required' });
      expect(errorsOf(SupportMessage, body)).toEqual({ _: 'required' });
      expect(errorsOf(InvestorRequest, body)).toEqual({ _: 'required' });
    }
  });

  it('validates without generating code, which the pages’ Content-Security-Policy forbids', async () => {
    // In a browser, zod's probe for `new Function` alone is reported as a CSP violation.
    const made: unknown[] = [];
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args) {
          made.push(args.at(-1));
          return Reflect.construct(target, args);
        },
      }),
    );
    try {
      // A fresh copy of the schemas, built while code generation is watched.
      vi.resetModules();
      const fresh = await import('./schemas');
      expect(fresh.MeetingRequest.safeParse(validMeeting).success).toBe(true);
      expect(fresh.SupportMessage.safeParse(validSupport).success).toBe(true);
      expect(fresh.InvestorRequest.safeParse(validInvestor).success).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made).toEqual([]);
  });
});

describe('fieldErrors, for a schema that names no key of its own', () => {
  // Every field of the forms names its key; a field added without one still gets a key that fits.
  it.each([
    ['a choice out of the list', z.enum(['a', 'b']), 'c', 'invalidChoice'],
    ['none of the alternatives', z.union([z.string(), z.number()]), true, 'invalidChoice'],
    ['a text too long', z.string().max(2), 'abc', 'tooLong'],
    ['a text too short', z.string().min(2), 'a', 'tooShort'],
    ['a value of the wrong type', z.number(), 'x', 'required'],
  ])('names %s by what went wrong', (_, schema, value, key) => {
    expect(errorsOf(z.object({ field: schema }), { field: value })).toEqual({ field: key });
  });
});

describe('isValidTimeZone', () => {
  it('says yes to a zone of the time-zone database and no to anything else', () => {
    expect(isValidTimeZone('Asia/Almaty')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('investor request', () => {
  it('accepts 5,000 dollars and more', () => {
    expect(InvestorRequest.safeParse(validInvestor).success).toBe(true);
    expect(InvestorRequest.safeParse({ ...validInvestor, amountUsd: 250_000, phone: '+995 555 12 34 56', comment: 'Interested.' }).success).toBe(true);
  });

  it.each([
    [4999, 'minInvestment'],
    [0, 'minInvestment'],
    [5000.5, 'invalidNumber'],
    [100_000_001, 'tooLarge'],
    ['5000', 'invalidNumber'],
  ])('rejects an amount of %j with %s', (amountUsd, key) => {
    expect(errorsOf(InvestorRequest, { ...validInvestor, amountUsd })).toEqual({ amountUsd: key });
  });

  it('keeps tabs and line breaks in the comment', () => {
    expect(InvestorRequest.parse({ ...validInvestor, comment: 'Interested.\r\nCall me:\tmornings' }).comment).toBe('Interested.\r\nCall me:\tmornings');
  });

  it.each(['name', 'email', 'amountUsd'])('requires %s', (field) => {
    const value: Record<string, unknown> = { ...validInvestor };
    delete value[field];
    expect(Object.keys(errorsOf(InvestorRequest, value))).toEqual([field]);
  });
});

describe('e-mail addresses, in every form', () => {
  const { expertId: _unused, ...request } = validMeeting;
  const FORMS = [
    ['meeting', MeetingRequest, validMeeting],
    ['service', ServiceRequest, { ...request, serviceId: 'online-store' }],
    ['support', SupportMessage, validSupport],
    ['investor', InvestorRequest, validInvestor],
  ] as const;

  describe.each(FORMS)('the %s form', (_, schema, valid) => {
    it.each(['info@почта.рф', 'user@xn--e1afmkfd.xn--p1ai', 'әсем@пошта.қаз', 'ნინო@ფოსტა.გე', 'dana+forms@mail.example.kz'])('takes %s as typed', (email) => {
      expect(schema.parse({ ...valid, email: ` ${email} ` }).email).toBe(email);
    });

    it.each([
      ['info@почта..рф', 'invalidEmail'],
      ['ნინო@გე', 'invalidEmail'],
      ['әсем@-пошта.қаз', 'invalidEmail'],
      ['dana@[127.0.0.1]', 'invalidEmail'],
      ['dana@example.123', 'invalidEmail'],
      ['da na@example.kz', 'invalidEmail'],
      ['info\u202e@почта.рф', 'invalidCharacters'],
      ['info\u0000@почта.рф', 'invalidCharacters'],
    ])('refuses %j with %s', (email, key) => {
      expect(errorsOf(schema, { ...valid, email })).toEqual({ email: key });
    });
  });
});

describe('choice ids', () => {
  it('match the labels in content', () => {
    expect([...INDUSTRY_IDS].sort()).toEqual(choices.industries.map((item) => item.id).sort());
    expect([...COMMUNICATION_TYPE_IDS].sort()).toEqual(choices.communicationTypes.map((item) => item.id).sort());
    expect([...CONTACT_LANGUAGE_IDS].sort()).toEqual(contactLanguages.contactLanguages.map((item) => item.id).sort());
  });
});
