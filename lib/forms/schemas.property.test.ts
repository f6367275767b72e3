import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InvestorRequest, MeetingRequest, SupportMessage, fieldErrors } from './schemas';
import { TEST_NOW, validInvestor, validMeeting, validSupport } from './schemas.fixtures';

/**
 * Generated bad input, one fault in an otherwise valid submission: each must be refused with the
 * faulty field named and the right message key. tests/integration/fuzz.test.ts sends the same
 * faults through the API.
 */
beforeAll(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('generated faults', () => {
  it('refuse a forbidden character anywhere in any text field', () => {
    fc.assert(
      fc.property(forbiddenText(), fc.constantFrom(...TEXT_FIELDS), (text, [form, field]) => {
        const [schema, base] = FORMS[form];
        expect(errorsOf(schema, { ...base, [field]: text })).toEqual({ [field]: 'invalidCharacters' });
      }),
      { numRuns: 500 },
    );
  });

  it('treat required text made only of invisible characters as missing', () => {
    fc.assert(
      fc.property(invisibleText(), fc.constantFrom(...REQUIRED_TEXT_FIELDS), (text, [form, field]) => {
        const [schema, base] = FORMS[form];
        expect(errorsOf(schema, { ...base, [field]: text })).toEqual({ [field]: 'required' });
      }),
      { numRuns: 300 },
    );
  });

  it('refuse days that are not on the calendar', () => {
    fc.assert(
      fc.property(impossibleDate(), (date) => {
        expect(errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...validMeeting.timeSlots[0], date }] })).toEqual({ 'timeSlots.0.date': 'invalidDate' });
      }),
      { numRuns: 300 },
    );
  });

  it('refuse real days that are over or more than a year ahead', () => {
    fc.assert(
      fc.property(fc.oneof(pastDay().map((date) => [date, 'slotPast'] as const), farDay().map((date) => [date, 'slotTooFar'] as const)), ([date, key]) => {
        expect(errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...validMeeting.timeSlots[0], date }] })).toEqual({ 'timeSlots.0.date': key });
      }),
      { numRuns: 300 },
    );
  });

  it('name every unknown key, whatever its name', () => {
    fc.assert(
      fc.property(unknownKey(), formNames(), (key, form) => {
        const [schema, base] = FORMS[form];
        const body = JSON.parse(`{${JSON.stringify(key)}: 1, ${JSON.stringify(base).slice(1)}`);
        const errors = errorsOf(schema, body);
        expect(Object.keys(errors)).toEqual([key]);
        expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toBe('unknownField');
      }),
      { numRuns: 300 },
    );
  });
});

type Schema = typeof MeetingRequest | typeof SupportMessage | typeof InvestorRequest;
const FORMS = {
  meeting: [MeetingRequest, validMeeting],
  support: [SupportMessage, validSupport],
  investor: [InvestorRequest, validInvestor],
} as const satisfies Record<string, readonly [Schema, Record<string, unknown>]>;
type FormName = keyof typeof FORMS;
const formNames = () => fc.constantFrom(...(Object.keys(FORMS) as FormName[]));

/** Every free-text field, as [form, field]; the value in the valid submission tells if it is required. */
const TEXT_FIELDS: [FormName, string][] = [
  ['meeting', 'firstName'],
  ['meeting', 'lastName'],
  ['meeting', 'organization'],
  ['meeting', 'location'],
  ['meeting', 'expectedResult'],
  ['support', 'name'],
  ['support', 'comment'],
  ['investor', 'name'],
  ['investor', 'comment'],
];
const REQUIRED_TEXT_FIELDS = TEXT_FIELDS.filter(([form, field]) => field in FORMS[form][1]);

/** A C0 control (but the line breaks multi-line fields allow), DEL, a C1 control or a bidi override. */
function forbiddenCharacter() {
  return fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
  ).map((code) => String.fromCharCode(code));
}

function forbiddenText() {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((text) => !/\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u.test(text)), forbiddenCharacter(), fc.nat())
    .map(([text, bad, at]) => {
      const index = at % (text.length + 1);
      return `A${text.slice(0, index)}${bad}${text.slice(index)}`;
    });
}

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u034f', '\ufe0f', ' ', '\u00a0', '\u3000', '\u2028'];
function invisibleText() {
  return fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function impossibleDate() {
  return fc.oneof(
    // Day 29–31 of a month that does not have it.
    fc.tuple(fc.integer({ min: 2026, max: 2027 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 }))
      .filter(([year, month, day]) => day > new Date(Date.UTC(year, month, 0)).getUTCDate())
      .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`),
    fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`),
    fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${pad(y, 4)}-${pad(m)}-00`),
    fc.constantFrom('0000-01-01', '2026-2-1', '26-12-01', '2026-12-01T00:00', ' 2026-12-01', '2026/12/01', '２０２６-12-01'),
  );
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days wholly over in every time zone: two days before the fixed now, back to year 1000. */
function pastDay() {
  return fc.integer({ min: Date.UTC(1000, 0, 1), max: TEST_NOW.getTime() - 2 * DAY }).map(isoDay);
}
/** Days whose slot starts more than a year after now in every time zone. */
function farDay() {
  return fc.integer({ min: TEST_NOW.getTime() + 367 * DAY, max: Date.UTC(9999, 11, 31) }).map(isoDay);
}

function unknownKey() {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isAdmin', 'id'),
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !['email', 'firstName', 'lastName', 'name', 'mail', 'number', 'phone', 'theme', 'comment', 'amountUsd', 'locale', 'website', 'expertId', 'serviceId', 'organization', 'socialContact', 'communicationType', 'contactLanguage', 'industry', 'budgetUsd', 'expectedResult', 'location', 'comments', 'timeSlots'].includes(key)),
  );
}

